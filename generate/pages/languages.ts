/** The site in several languages: a translation has only the pages whose main text it gives, so no page mixes in the main language. */
import type { Translation } from '../content/translation-load.ts';
import { type ContentFileSpec, siteFiles } from '../content/load.ts';
import { valueAt } from '../content/json.ts';
import { type ContentFile, displayPath, formatJsonPath } from '../errors.ts';
import { localSpecOf } from '../content/local.ts';
import { bracketedStandIns } from '../content/stand-ins.ts';
import { articlesFolder, articlesPageFile, freePagesFolder, galleryFile } from '../content/own-pages.ts';
import type { PageEntry, PageWords, Route } from '../page-types/page-type.ts';
import { assertUniquePaths, buildRoutes, isLinkField, pagesOf, type TranslatedRoutes, translatedRoutes } from './routes.ts';
import { categoryFilter, type PageSources } from './model.ts';
import type { LanguageNotFound } from '../hosting/redirects.ts';
import { localPathsIn, NOT_FOUND_FILE, paths, sectionsIn } from './paths.ts';
import { languageName, languageOf, prefixOf, sameLanguage } from '../strings/index.ts';
import { enUS } from '../strings/en-US.ts';
import { type FormerAddress, type LocalAddresses, type RecordKind, recordName } from './former-slugs.ts';
import type { MarkdownFolder } from '../content/markdown.ts';

/** The language a translation's pages mark a review with: its own, unless the translation gives its words or is in that language. */
function reviewLanguageIn(translation: Translation, index: number): string | undefined {
  if (translation.translates({ file: siteFiles.testimonials, within: ['testimonials', String(index)] })) return undefined;
  const written = translation.loaded.content.testimonials.testimonials[index]!.language ?? translation.mainLanguage;
  return sameLanguage(written, translation.tag) ? undefined : written;
}

/** The language's home page in a translation: "/es/". */
export const homeOf = (tag: string) => `${prefixOf(tag)}${paths.home}`;

/** The 404 pages built under a translation's prefix ("es/404.html"), for the hosts' rules: a miss under /es/ gets /es/404.html. */
export const notFoundPagesOf = (routes: Route[]): LanguageNotFound[] =>
  routes.flatMap(({ alsoAt = [] }) =>
    alsoAt
      .filter((file) => file.endsWith(`/${NOT_FOUND_FILE}`))
      .map((file) => ({ prefix: `/${file.slice(0, -NOT_FOUND_FILE.length)}`, page: `/${file}` })),
  );

/**
 * A translation's model with only the records it translates in its lists, so a page in its language shows none in the
 * main language; but every review, the customer's own words, those it does not translate marked with their language,
 * and every town, whose name needs no translation: the words of its record it lacks (its response time) marked so too.
 */
export function translatedSources(sources: PageSources, translation: Translation): PageSources {
  const gives = (file: ContentFileSpec, ...within: string[]) => translation.translates({ file, within });
  const { services, site } = sources.content;
  const translated = Object.fromEntries(Object.entries(services).filter(([slug]) => gives(siteFiles.services, slug)));
  return {
    ...sources,
    // A review's link to its service names it in the main language where the translation lacks it: none, as a job's.
    testimonials: sources.testimonials.map((view, index) => ({
      ...view,
      lang: reviewLanguageIn(translation, index),
      ...(!gives(siteFiles.services, sources.content.testimonials.testimonials[index]!.service) && { service: undefined }),
    })),
    // The services page's chips, of the services listed there alone: no chip named in the main language.
    categories: categoryFilter(translated, site.labels.emergencyCategory),
    services: sources.services.filter((service) => gives(siteFiles.services, service.slug)),
    areas: sources.areas.map((area) =>
      gives(siteFiles.areas, area.slug, 'responseTime') ? area : { ...area, lang: translation.mainLanguage },
    ),
    // Articles and jobs show on other pages only beside their own index in the language, whose words head them and which they link to.
    articles: gives(articlesPageFile) ? sources.articles.filter((article) => gives(article.document.spec)) : [],
    jobs: (gives(galleryFile) ? sources.jobs : []).map((view) =>
      gives(siteFiles.services, view.job.service) ? view : { ...view, service: undefined },
    ),
  };
}

/** The words of site.json every page shows, in its header and footer: none is built in a language without them. */
const CHROME_WORDS = ['footer', 'emergency', 'logo', 'license'].map((part) => ({ file: siteFiles.site, within: [part] }));

/** A translation's pages: those it gives every word of the main text of (`words`); a page without them is never translated. */
export function translationRoutes(translation: Translation, site: PageSources, main: ReadonlyMap<string, string>): TranslatedRoutes {
  const prefix = prefixOf(translation.tag);
  const where = { prefix, pathIn: pathsIn(site, prefix, translation.slugOf), main };
  const siteWords = CHROME_WORDS.every(translation.translates);
  return translatedRoutes(pagesOf(site), where, (entry) => siteWords && (entry.words?.every(translation.translates) ?? false));
}

/** Those addresses for the redirects of former slugs (pages/former-slugs.ts): a slug the translation gives stays when the key changes. */
export function translationAddresses(translation: Translation, built: (path: string) => boolean): LocalAddresses {
  const folders = { page: freePagesFolder, article: articlesFolder };
  // A Markdown page's slug is its own file's, as the translation's slugs are kept.
  const specOf = (kind: RecordKind, key: string): ContentFileSpec | undefined =>
    kind === 'service' ? siteFiles.services : kind === 'area' ? siteFiles.areas : mainSpecOf(translation, folders[kind], key);
  const ownSlugOf = (kind: RecordKind, key: string) => {
    const spec = specOf(kind, key);
    return spec ? translation.slugOf(spec, key) : key;
  };
  // The translation's file of the record, where its slug and former slugs are, and the record as a comment names it.
  const ownFile = (kind: RecordKind, key: string) => {
    const spec = specOf(kind, key);
    const file = spec && translation.files.find((written) => displayPath(written.path) === translation.fileOf(spec));
    return file && { name: `translations/${translation.tag}/${recordName[kind](key)}`, file };
  };
  return {
    ...localPathsIn(languageOf(translation.tag).strings.sections, prefixOf(translation.tag)),
    slugOf: (kind, key, asKey) => {
      const own = ownSlugOf(kind, key);
      return own === key ? asKey : own;
    },
    ownSlug: (kind, key) => (ownSlugOf(kind, key) === key ? undefined : ownFile(kind, key)),
    ownFormerSlugs: (kind, key) => {
      const spec = specOf(kind, key);
      const slugs = spec ? translation.formerSlugsOf(spec, key) : [];
      const file = ownFile(kind, key);
      return slugs.length > 0 && file ? { slugs, ...file } : undefined;
    },
    built,
  };
}

const mainSpecOf = (translation: Translation, folder: MarkdownFolder, slug: string) =>
  translation.loaded.documents(folder).find((document) => document.slug === slug)?.spec;

/**
 * The main language's pages at its own section words (/servicios/ on a Spanish-first site), every page moved as a
 * translation's are but with no prefix; none moved when its words are those of `paths`.
 */
export function mainRoutes(site: PageSources): { routes: Route[]; moved: ReadonlyMap<string, string> } {
  const { sections } = site.language.strings;
  const ownWords = (Object.keys(sections) as Array<keyof typeof sections>).some((key) => sections[key] !== enUS.sections[key]);
  if (!ownWords) return { routes: buildRoutes(site), moved: new Map() };
  const pages = pagesOf(site);
  assertUniquePaths(pages, sectionsIn(sections, ''));
  return translatedRoutes(pages, { prefix: '', pathIn: pathsIn(site, '', (_, slug) => slug) }, () => true);
}

/** Where a page of the main language is in a language: with its section words and slugs (/es/servicios/<its slug>/). */
function pathsIn(site: PageSources, prefix: string, slugOf: (spec: ContentFileSpec, slug: string) => string): (path: string) => string {
  const words = site.language.strings.sections;
  const section = sectionsIn(words, prefix);
  const service = (slug: string) => slugOf(siteFiles.services, slug);
  const area = (slug: string) => slugOf(siteFiles.areas, slug);
  const services = Object.keys(site.content.services);
  const areas = Object.keys(site.content.areas);
  const local = localPathsIn(words, prefix);
  const table = new Map<string, string>([
    ...services.map((slug) => [paths.service(slug), local.service(service(slug))] as const),
    ...areas.map((slug) => [paths.area(slug), local.area(area(slug))] as const),
    ...services.flatMap((slug) =>
      areas.map((city) => [paths.serviceInArea(slug, city), local.serviceInArea(service(slug), area(city))] as const),
    ),
    ...site.documents(freePagesFolder).map((page) => [paths.ownPage(page.slug), local.page(slugOf(page.spec, page.slug))] as const),
    ...site
      .documents(articlesFolder)
      .map((article) => [paths.article(article.slug), local.article(slugOf(article.spec, article.slug))] as const),
  ]);
  return (path) => table.get(path) ?? section(path);
}

/**
 * Each page's counterparts, the same page in every language it is built in; and each indexable page's versions, those
 * indexed, the main language's first as the x-default (`editions`: the main language's first). A page in one language
 * alone has neither. Each language's routes come back as copies, so no other holder of a route sees it change.
 */
export function linkVersions(editions: Array<{ tag: string; routes: Route[]; moved: ReadonlyMap<string, string> }>): Route[][] {
  const main = editions[0]!;
  const others = editions.slice(1).map(({ tag, moved, routes }) => ({
    tag,
    moved,
    byPath: new Map(routes.map((route) => [route.path, route])),
  }));
  const links = new Map<Route, Pick<Route, 'counterparts'> & Partial<Pick<Route, 'versions'>>>();
  // A translation's pages are found by the path of `paths`, which the main language's own words may have moved.
  const pathOf = new Map([...main.moved].map(([path, at]) => [at, path]));
  // The 404 page stands for no page: its language links lead to the other languages' home pages.
  for (const route of main.routes.filter((page) => !page.neverIndexed)) {
    const there = others.flatMap(({ tag, moved, byPath }) => {
      const translated = byPath.get(moved.get(pathOf.get(route.path) ?? route.path) ?? '');
      return translated ? [{ tag, route: translated }] : [];
    });
    if (there.length === 0) continue;
    const all = [{ tag: main.tag, route }, ...there];
    const counterparts = all.map(({ tag, route: version }) => ({ language: tag, path: version.path }));
    for (const { route: version } of all) links.set(version, { counterparts });
    // Search engines are named only the versions they may index, and only from a main page they may.
    const indexed = route.noindex ? [] : all.filter(({ route: version }) => !version.noindex);
    if (indexed.length < 2) continue;
    const versions = indexed.map(({ tag, route: version }) => ({ language: tag, path: version.path }));
    for (const { route: version } of indexed) links.set(version, { counterparts, versions });
  }
  return editions.map(({ routes }) => routes.map((route) => ({ ...route, ...links.get(route) })));
}

/**
 * The pages in a language other than `tag` that a value's links (fields `href` or `…Href`, a Markdown tree's among them) lead to,
 * by path, to that language's tag, which the render names in the link's `hreflang`; none when all are in `tag`.
 */
export function otherLanguageLinks(editions: Array<{ tag: string; routes: Route[] }>) {
  const languageAt = new Map(editions.flatMap(({ tag, routes }) => routes.map((route) => [route.path, tag] as const)));
  return (tag: string, value: unknown): Record<string, string> | undefined => {
    const found: Record<string, string> = {};
    const visit = (item: unknown, key: string): void => {
      if (typeof item === 'string' && isLinkField(key)) {
        const path = item.replace(/[?#].*$/, '');
        const language = languageAt.get(path);
        if (language !== undefined && language !== tag) found[path] = language;
      } else if (Array.isArray(item)) for (const element of item) visit(element, '');
      else if (item !== null && typeof item === 'object') for (const [field, inner] of Object.entries(item)) visit(inner, field);
    };
    visit(value, '');
    return Object.keys(found).length > 0 ? found : undefined;
  };
}

/** Each page's links to pages in another language (`otherLanguageLinks`): its template's and its Markdown's, its breadcrumbs'. */
export function linkLanguages(editions: Array<{ tag: string; routes: Route[] }>): void {
  const linksIn = otherLanguageLinks(editions);
  for (const { tag, routes } of editions) for (const route of routes) route.linkLanguages = linksIn(tag, [route.props, route.breadcrumbs]);
}

/**
 * A translation whose home page is not built, as a warning naming what keeps it out: the words of site.json every page
 * shows (then no page is built at all), else the home page's (each other page left out lacks its own, which the notes
 * name). Its home page is the language's front door, which its other pages' logo would lead to. None when it is built.
 */
export function homeNotBuilt(translation: Translation, table: TranslatedRoutes): { warning: string; parts: PageWords[] } | undefined {
  if (table.moved.has(paths.home)) return undefined;
  const chrome = CHROME_WORDS.filter((part) => !translation.translates(part));
  const home = table.untranslated.find(({ path }) => path === paths.home)?.words ?? [];
  const parts = chrome.length > 0 ? chrome : home.filter((part) => !translation.translates(part));
  // Both are the words of one file: site.json's, or the home page's.
  const file = parts[0]?.file ?? siteFiles.site;
  const fields = translation.gives(file) ? parts.flatMap((part) => translation.missing(part).map(formatJsonPath)) : [];
  const them = fields.length === 0 ? 'its words' : fields.length === 1 ? 'it' : 'them';
  const what = `${translation.fileOf(file)}: ${fields.length > 0 ? `${fields.join(', ')} not translated` : 'not translated'}`;
  const language = languageName(translation.tag);
  if (table.routes.length === 0) {
    const why = chrome.length > 0 ? `, since every page shows ${them}` : `: the home page needs ${them}, each other page words of its own`;
    return { warning: `${what}; no ${language} page is built${why}`, parts };
  }
  const main = languageName(translation.mainLanguage);
  const lost = `the logo of every ${language} page leads to the ${main} one`;
  return {
    warning: `${what}; the ${language} home page, ${homeOf(translation.tag)}, is not built, since it needs ${them}: ${lost}`,
    parts,
  };
}

/**
 * A translation's stand-ins in [brackets]: those its built pages may show, which --production refuses, and those of a file
 * no page of its language shows (a page's own file whose pages are not built; every file when none is), which are notes.
 */
export function translationStandIns(translation: Translation, table: TranslatedRoutes): { shown: string[]; unshown: string[] } {
  // The words of site.json, the services, the towns, the reviews and a town's local file show on many pages; a page's own file on its pages.
  const shared = [...Object.values(siteFiles), ...Object.keys(translation.loaded.content.local).map(localSpecOf)];
  const built = table.routes.flatMap(({ words = [] }) => words.map(({ file }) => file));
  const shownFiles = new Set(table.routes.length > 0 ? [...shared, ...built].map(translation.fileOf) : []);
  const shows = (file: ContentFile) => shownFiles.has(displayPath(file.path));
  return {
    shown: bracketedStandIns(translation.files.filter(shows)),
    // One line a file: its stand-ins are for later, when its pages are built.
    unshown: translation.files.flatMap((file) => {
      const count = shows(file) ? 0 : bracketedStandIns([file]).length;
      return count > 0
        ? [`${displayPath(file.path)}: ${count} stand-in${count > 1 ? 's' : ''} in [brackets], on no page while its pages are not built`]
        : [];
    }),
  };
}

/** The records a line of the report names before it says how many more it leaves out. */
const MOST_NAMED = 10;

/** What a translation leaves untranslated, one line per record or file, for the report; but the parts a warning names (`named`). */
export function untranslatedLines(translation: Translation, untranslated: Array<PageEntry<unknown>>, named: PageWords[] = []): string[] {
  const language = languageName(translation.tag);
  const inWarning = new Set(named);
  // A page kept out of search engines for want of content of its own (a service in a city without local notes) is not worth a line.
  const worth = untranslated.filter(({ siblings }) => !(siblings?.needsOwnContent && !siblings.ownContent));
  // Each file once: its records left untranslated named together ("a, b and c"), a file it lacks whole once.
  const missing = new Map<string, Set<string>>();
  const add = (file: string, what: string) => (missing.get(file) ?? missing.set(file, new Set()).get(file)!).add(what);
  const noTranslation = new Set<string>();
  const addPart = (part: PageWords) => {
    const { file, within = [] } = part;
    if (!translation.gives(file)) add(translation.fileOf(file), '');
    else if (within.length > 0) add(translation.fileOf(file), withGaps(within, translation.missing(part)));
    // A file given in part: the records it lacks words of, each by its title ("jobs[1] (Rekeyed after a move)").
    else for (const record of translation.missing(part)) add(translation.fileOf(file), recordOf(translation, file, record));
  };
  // The file whose words the language's 404 page lacks: until it has them, a missing address under its prefix gets the main one.
  const notFound = new Set(
    worth
      .filter(({ alsoAt }) => alsoAt?.includes(NOT_FOUND_FILE))
      .flatMap(({ words = [] }) => words.map(({ file }) => translation.fileOf(file))),
  );
  const left = (part: PageWords) => !translation.translates(part) && !inWarning.has(part);
  for (const part of CHROME_WORDS.filter(left)) addPart(part);
  for (const { words, source } of worth) {
    if (!words) noTranslation.add(source);
    for (const part of words?.filter(left) ?? []) addPart(part);
  }
  // An article it leaves out is in none of its lists, so it makes no page above; one it translates waits for its index's words.
  const index = { file: articlesPageFile };
  const waiting: string[] = [];
  for (const folder of translation.loaded.folders)
    for (const { spec } of translation.loaded.documents(folder)) {
      if (!translation.translates({ file: spec })) addPart({ file: spec });
      else if (folder === articlesFolder && !translation.translates(index)) waiting.push(spec.file);
    }
  if (waiting.length > 0) addPart(index);
  const list = new Intl.ListFormat('en', { type: 'conjunction' });
  // A business of 40 services or 200 reviews would have a line of hundreds of names: the first few, then how many more.
  const someOf = (names: string[]) =>
    list.format(names.length > MOST_NAMED ? [...names.slice(0, MOST_NAMED), `${names.length - MOST_NAMED} more`] : names);
  const lines = [...noTranslation].map((source) => `${source}: no translation yet; its ${language} pages are not built`);
  // Files that leave out the same records (the local notes of five cities) share one line; a file left out whole has its own.
  const filesSaying = new Map<string, { said: string; files: string[] }>();
  for (const [file, records] of missing) {
    const named = [...records].filter(Boolean);
    const what = records.has('') ? 'not translated; its' : `${someOf(named)} not translated; ${named.length === 1 ? 'its' : 'their'}`;
    // A translated article shows nowhere until its index does: the owner would otherwise look for it in vain.
    const waits = file === translation.fileOf(articlesPageFile) && waiting.length > 0;
    const lost = notFound.has(file) ? `; a missing address under ${prefixOf(translation.tag)}/ gets the main language's 404 page` : '';
    const said = `${what} ${language} pages are not built${waits ? `, nor those of the translated ${list.format(waiting)}, which need its words` : ''}${lost}`;
    const key = records.has('') ? file : said;
    filesSaying.set(key, { said, files: [...(filesSaying.get(key)?.files ?? []), file] });
  }
  for (const { said, files } of filesSaying.values()) {
    const folder = files[0]!.slice(0, files[0]!.lastIndexOf('/') + 1);
    const named = files.map((file, index) => (index > 0 && file.startsWith(folder) ? file.slice(folder.length) : file));
    lines.push(`${list.format(named)}: ${said}`);
  }
  // The reviews its pages show in another language, as written: no page waits for them.
  const reviews = translation.loaded.content.testimonials.testimonials.flatMap((_, index) =>
    reviewLanguageIn(translation, index) ? [recordOf(translation, siteFiles.testimonials, ['testimonials', index])] : [],
  );
  const them = reviews.length === 1 ? 'it' : 'them';
  if (reviews.length > 0)
    lines.push(
      `${translation.fileOf(siteFiles.testimonials)}: ${someOf(reviews)} not translated; ${language} pages show ${them} in ${reviews.length === 1 ? 'its' : 'their'} own language`,
    );
  return lines;
}

/** A record by its key, and the fields of it a translation lacks when it gives the rest: "main-service (faq[1].answer)". */
function withGaps(within: string[], gaps: PropertyKey[][]): string {
  const fields = gaps.filter((gap) => gap.length > within.length).map((gap) => formatJsonPath(gap.slice(within.length)));
  return fields.length > 0 && fields.length === gaps.length ? `${within.join('.')} (${fields.join(', ')})` : within.join('.');
}

/** A record of a file, as the report names it: its first two steps, and the title or name it has in the main file. */
function recordOf(translation: Translation, file: ContentFileSpec, path: PropertyKey[]): string {
  const where = path.slice(0, 2);
  const record = valueAt(translation.loaded.copy(file as never), where) as { title?: unknown; name?: unknown } | undefined;
  const label = record?.title ?? record?.name;
  return formatJsonPath(typeof label === 'string' && where.length === 2 ? [where[0]!, { key: where[1]!, label }] : where);
}

/**
 * The addresses where a translation's pages keep a slug of the main language's, for want of a `slug` of its own: a
 * service's (and its pages in each city), a Markdown page's, an article's. A city's is left out: a town's name needs none.
 */
function mainSlugAddresses(translation: Translation): Set<string> {
  const local = localPathsIn(languageOf(translation.tag).strings.sections, prefixOf(translation.tag));
  const { content, documents } = translation.loaded;
  const kept = ({ spec, slug }: { spec: ContentFileSpec; slug: string }) => translation.slugOf(spec, slug) === slug;
  const areas = Object.keys(content.areas).map((area) => translation.slugOf(siteFiles.areas, area));
  const services = Object.keys(content.services).filter((slug) => kept({ spec: siteFiles.services, slug }));
  const markdown = (folder: MarkdownFolder, at: (slug: string) => string) =>
    documents(folder)
      .filter(kept)
      .map(({ slug }) => at(slug));
  return new Set([
    ...services.flatMap((slug) => [local.service(slug), ...areas.map((area) => local.serviceInArea(slug, area))]),
    ...markdown(freePagesFolder, local.page),
    ...markdown(articlesFolder, local.article),
  ]);
}

/** A translation's folder, as the report names it: "content/translations/es-US/". */
const folderOf = (translation: Translation) => translation.fileOf(siteFiles.services).replace(/[^/]*$/, '');

/**
 * One line when the record of published addresses takes new pages of a translation (`added`) at slugs of the main
 * language: the time to give them slugs in its own, before links and search engines know them. Told once, as they are
 * new once: an owner who keeps the main language's slugs is not told again.
 */
export function mainSlugNote(translation: Translation, routes: Route[], added: ReadonlySet<string>): string[] {
  const kept = mainSlugAddresses(translation);
  const fresh = routes.map(({ path }) => path).filter((path) => kept.has(path) && added.has(path));
  if (fresh.length === 0) return [];
  const [language, main] = [languageName(translation.tag), languageName(translation.mainLanguage)];
  const folder = folderOf(translation);
  const which = fresh.length === 1 ? `${fresh[0]}` : `${fresh[0]} and ${fresh.length - 1} more`;
  const addresses = fresh.length === 1 ? 'address keeps' : 'addresses keep';
  return [
    `${folder}: ${fresh.length} new ${language} ${addresses} ${main} slugs (${which}): a "slug" in the record of services.json, or in the front matter of a Markdown page or article, gives one ${language} words, best before search engines know it`,
  ];
}

/**
 * One line on every build that redirects pages of a translation from the main language's slugs the record of published
 * addresses holds (`moved`, those of every language) to the slugs it gives them now: how many, so the owner knows
 * those lines of the record are answered.
 */
export function mainSlugMovedNote(translation: Translation, routes: Route[], moved: FormerAddress[]): string[] {
  const pages = new Set(routes.map(({ path }) => path));
  const here = moved.filter(({ to }) => pages.has(to));
  if (here.length === 0) return [];
  const [language, main] = [languageName(translation.tag), languageName(translation.mainLanguage)];
  const folder = folderOf(translation);
  const [first] = here;
  const which = `${first!.from}/ → ${first!.to}${here.length === 1 ? '' : ` and ${here.length - 1} more`}`;
  const what =
    here.length === 1
      ? `1 ${language} address published at the ${main} slug now leads (301) to its page at its ${language} slug`
      : `${here.length} ${language} addresses published at ${main} slugs now lead (301) to their pages at their ${language} slugs`;
  return [`${folder}: ${what} (${which})`];
}
