/** Folders of Markdown files with front matter, each problem at its line; bodies sanitised by GitHub's rules: they run and load nothing. */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import { z } from 'zod';
import { type ContentFile, contentPlace, contentProblem, displayPath, type JsonPath, type TextPosition } from '../errors.ts';
import { issueProblems } from './issues.ts';
import { type ParsedJson, readContentFile, valueAt } from './json.ts';
import type { LocalContent } from './local.ts';
import { fillSitePlaceholders } from './placeholders.ts';
import { formerSlugProblems, type ImageRef, PARSE_OPTIONS, type Renamed, slug } from './schema.ts';
import type { TranslationExtras } from './words.ts';
import type { MarkdownLink } from './markdown-parse.ts';
import { translated, translationProblems } from './translations.ts';

/** What the other files say (null where one has problems of its own): the services' and areas' slugs, and the cities' local files. */
export type KnownSlugs = {
  services: string[] | null;
  areas: string[] | null;
  /** What each former slug of a service or an area is now, so that a reference to one says so. */
  renamed: Record<'service' | 'area', Renamed>;
  local: LocalContent;
};

/** A folder of Markdown files a page type reads: each file one page (or one article), named by its slug. */
export type MarkdownFolder<Schema extends z.ZodType = z.ZodType> = {
  /** The folder, in the content folder: "articles". */
  folder: string;
  frontMatter: Schema;
  /**
   * Names its files may not take, and what their address is already (`why`, said in the site's `languages`, its main
   * one first): the folders the build writes beside the pages.
   */
  reserved?: { names: string[]; why(name: string, languages: string[]): string };
  /** Checks against the other files (a service's slug): each problem where it stands in the front matter. */
  check?(data: z.output<Schema>, known: KnownSlugs): Array<{ where: JsonPath; message: string }>;
  /** What is likely a slip but may be meant, said at the file: a page at a slug a service's page has too. */
  warn?(slug: string, known: KnownSlugs): string[];
  /** A file's page in `paths` (/articles/x/), which the pages' own section words may move: what a link to it names. */
  address(slug: string): string;
  /** Why a file is not due yet (an article dated in the future): left out as a draft is, with a note in the build's report. */
  notYet?(data: z.output<Schema>): { where: JsonPath; note: string } | undefined;
};

/** A Markdown file as page types read it. */
export type MarkdownDocument<Data = unknown> = {
  /** The file's name without ".md": the page's slug. */
  slug: string;
  /** The file in the content folder ("articles/x.md") and its front matter's schema: what a page's `words` name. */
  spec: { file: string; schema: z.ZodType };
  /** Where it is, for messages: `content/articles/x.md`; at its slug where a translation gives one, which makes its address. */
  place: string;
  data: Data;
  /** Not for the published site: `draft: true`, or not due yet (`notYet`). npm run dev shows it, with a note over it. */
  draft: boolean;
  /** The body, sanitised, as HTML's tree (hast) without source positions; its images as content images. */
  body: MarkdownBody;
  /** Its links to the site's own pages ("/services/"), each with where it is written, for the check that each leads to one. */
  links: MarkdownLink[];
};

/**
 * A Markdown file the build leaves out of the published site, at its folder's `address` for it, and why, for a link to
 * it: "content/articles/x.md is a draft (draft: true)".
 */
export type HeldBack = { address: string; why: string };

/** A sanitised body: its tree, and each image it shows, in order (the tree's <img> elements carry their `src`). */
export type MarkdownBody = { tree: HastRoot; images: ImageRef[] };

/** A Markdown file as every file's checks see it, so stand-ins, missing images and the guard's quotes are named at their line in it. */
type MarkdownCheckable = { value: unknown; file: ContentFile };

type ReadContext = {
  placeholders: Record<string, string> | null;
  /** site.json's baseUrl: a link at it is the site's own. */
  origin: string;
  /** The site's languages, its main one first: the addresses a reserved name's message names are theirs. */
  languages: string[];
  known: KnownSlugs;
};

/** A Markdown file's front matter, between its two "---" lines. */
export const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** A folder's Markdown files, each checked; drafts only with `drafts` (npm run dev shows them), else those not due named in `notes`. */
export async function loadMarkdownFolder<Schema extends z.ZodType>(
  contentDir: string,
  spec: MarkdownFolder<Schema>,
  context: ReadContext & { drafts: boolean },
) {
  const folder = path.join(contentDir, spec.folder);
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [] as string[];
    throw error;
  });
  const documents: Array<MarkdownDocument<z.output<Schema>>> = [];
  const checkable: MarkdownCheckable[] = [];
  const problems: string[] = [];
  const notes: string[] = [];
  const warnings: string[] = [];
  const heldBack: HeldBack[] = [];
  for (const name of names.filter((file) => file.endsWith('.md')).sort()) {
    const read = await readMarkdown(path.join(folder, name), { file: `${spec.folder}/${name}`, folder: spec }, context);
    problems.push(...read.problems);
    if (!read.document) continue;
    if (!context.drafts && read.document.draft) {
      const due = (read.document.data as { draft?: boolean }).draft !== true && spec.notYet?.(read.document.data);
      if (due) notes.push(contentProblem(read.checkable.file, due.where, due.note));
      const shown = displayPath(read.checkable.file.path);
      heldBack.push({
        address: spec.address(read.document.slug),
        why: due ? `${shown} is dated in the future` : `${shown} is a draft (draft: true)`,
      });
      continue;
    }
    documents.push(read.document);
    checkable.push(read.checkable);
    for (const message of spec.warn?.(read.document.slug, context.known) ?? [])
      warnings.push(contentProblem(read.checkable.file, null, message));
  }
  const renamed = documents.map(({ slug, data }, index) => ({ slug, file: checkable[index]!.file, formers: formersOf(data) }));
  const files = new Set(names.map((name) => path.basename(name, '.md')));
  problems.push(...formerNameProblems(renamed, (name) => files.has(name) || (spec.reserved?.names.includes(name) ?? false)));
  return { documents, checkable, problems, notes, warnings, heldBack };
}

const formersOf = (data: unknown) => (data as { formerSlugs?: string[] }).formerSlugs ?? [];

/**
 * A Markdown file's former names (its `formerSlugs`) are addresses no page of its folder has now (`taken`: another file's
 * name), each leading to one page (`formerSlugProblems`).
 */
export function formerNameProblems(
  renamed: Array<{ slug: string; file: ContentFile; formers: string[] }>,
  taken: (slug: string) => boolean,
) {
  const records = renamed.map((record) => ({ ...record, key: record.slug, at: ['formerSlugs'] }));
  return formerSlugProblems(records, (name) => (taken(name) ? name : undefined), {
    own: "this page's own name; list only the names it had before",
    live: () => "another page's address now: a redirect there would hide it",
    formerOf: (slug) => `a former name of ${slug}`,
  });
}

type Read<Data> = {
  document?: MarkdownDocument<Data>;
  checkable: MarkdownCheckable;
  problems: string[];
  /** A translation's own slug for the page, when it gives one, and the names that slug had before (`formerSlugs` beside it). */
  slug?: string;
  formerSlugs?: string[];
};

/** The main language's file a translation of a Markdown file translates: its front matter as written, and the images it shows. */
type TranslatedFrom = { file: ContentFile; frontMatter: unknown; images: ImageRef[] };

/** A translation of a Markdown file: its words over the main file's facts, showing only that file's images; none if it has no such file. */
export async function readTranslatedMarkdown<Schema extends z.ZodType>(
  fullPath: string,
  spec: { file: string; folder: MarkdownFolder<Schema> },
  from: TranslatedFrom,
  context: Omit<ReadContext, 'known' | 'languages'>,
): Promise<Read<z.output<Schema>> | undefined> {
  // A folder by the file's name is read, and named as no file; only no such name at all is no translation.
  if (!(await stat(fullPath).catch(() => null))) return undefined;
  // A translation's slugs and services are the main file's: the checks against the other files are the main file's, and
  // so is its name's (a reserved name is named at the main file, whose translations are then not read).
  return readMarkdown(fullPath, spec, { ...context, known: CHECKED_BY_MAIN_FILE, languages: [] }, from);
}

/** Nothing of the other files, for a translation's own checks: the main file's are its checks against them. */
const CHECKED_BY_MAIN_FILE: KnownSlugs = { services: null, areas: null, renamed: { service: new Map(), area: new Map() }, local: {} };

/** A file read up to a problem that stops it: nothing of it is checked further. */
const stopped = <Data>(file: ContentFile, at: TextPosition | null, message: string): Read<Data> => ({
  checkable: { value: null, file },
  problems: [contentProblem(file, at, message)],
});

async function readMarkdown<Schema extends z.ZodType>(
  fullPath: string,
  { file: specFile, folder: spec }: { file: string; folder: MarkdownFolder<Schema> },
  context: ReadContext,
  from?: TranslatedFrom,
): Promise<Read<z.output<Schema>>> {
  const bare: ContentFile = { path: fullPath };
  const pageSlug = path.basename(fullPath, '.md');
  if (!slug.safeParse(pageSlug).success)
    return stopped(
      bare,
      null,
      'the file name is the page\'s address: name it in lowercase words joined by "-", such as "water-heater-care.md"',
    );
  if (spec.reserved?.names.includes(pageSlug))
    return stopped(bare, null, `"${pageSlug}" is ${spec.reserved.why(pageSlug, context.languages)}; give the file another name`);
  const bytes = await readContentFile(fullPath);
  if (!Buffer.isBuffer(bytes)) return stopped(bare, null, bytes === 'missing' ? 'file is missing' : bytes.unreadable);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match)
    return stopped(
      bare,
      { line: 1, column: 1 },
      'must start with its front matter: a line "---", the fields ("title: …"), and another "---"',
    );
  const parse = await import('./markdown-parse.ts');
  const frontMatter = parse.parseFrontMatter(match[1] ?? '');
  if ('error' in frontMatter) return stopped(bare, frontMatter.at, frontMatter.error);

  const body = parse.readBody(text.slice(match[0].length), match[0].split('\n').length - 1, bare, context);
  const positionOf = (where: JsonPath, part: 'key' | 'value' = 'value'): TextPosition =>
    body.places.get(parse.placeKey(where)) ?? frontMatter.at(where, part);
  const file: ContentFile = { path: fullPath, positionOf, written: { ...(frontMatter.value as object), body: { text: body.texts } } };
  const over = from && translatedFrontMatter(file, { value: frontMatter.value, positionOf }, from, spec.frontMatter);
  const problems = [...body.problems, ...(over?.problems ?? []), ...(from ? foreignImages(file, body.images, from) : [])];
  if (problems.length > 0 && from) return { checkable: { value: null, file }, problems };
  const checked = checkFrontMatter(over?.file ?? file, over?.parsed ?? { value: frontMatter.value, positionOf }, spec, context);
  problems.push(...checked.problems);
  if (!checked.success) return { checkable: { value: null, file }, problems };

  const document: MarkdownDocument<z.output<Schema>> = {
    slug: pageSlug,
    spec: { file: specFile, schema: spec.frontMatter },
    place: contentPlace(file, over?.slug ? ['slug'] : null),
    data: checked.data,
    draft: (checked.data as { draft?: boolean }).draft === true || spec.notYet?.(checked.data) !== undefined,
    body: { tree: body.tree, images: body.images },
    links: body.links,
  };
  return {
    document,
    checkable: { value: { ...(checked.data as object), body: { text: body.texts, images: body.images } }, file },
    problems,
    ...(over?.slug && { slug: over.slug }),
    ...(over?.formerSlugs && { formerSlugs: over.formerSlugs }),
  };
}

/** A translation's front matter: what is wrong with it, and it merged over the main file's, each field named where it was written. */
function translatedFrontMatter(file: ContentFile, own: ParsedJson, from: TranslatedFrom, schema: z.ZodType) {
  const problems = translationProblems(own.value ?? {}, from.frontMatter, schema, file, from.file, MARKDOWN_TRANSLATION_EXTRAS);
  const { slug: ownSlug, formerSlugs, ...words } = (own.value ?? {}) as { slug?: unknown; formerSlugs?: unknown };
  const givenBy = (where: JsonPath) => (valueAt(own.value, where) === undefined ? undefined : file);
  const positionOf = (where: JsonPath, part?: 'key' | 'value') =>
    givenBy(where) ? own.positionOf(where, part) : (from.file.positionOf?.(where) ?? { line: 1, column: 1 });
  return {
    problems,
    file: { ...from.file, givenBy },
    parsed: { value: translated(from.frontMatter, words), positionOf },
    slug: typeof ownSlug === 'string' ? ownSlug : undefined,
    // A list of other than slugs is named by its schema.
    formerSlugs: Array.isArray(formerSlugs) && formerSlugs.every((name) => typeof name === 'string') ? formerSlugs : undefined,
  };
}

/** What a translation of a Markdown file may give although facts: the page's slug in its language's address, and its former ones. */
export const MARKDOWN_TRANSLATION_EXTRAS = {
  top: {
    slug: slug.describe('The page\'s slug in this language\'s address: "cuidado-de-llaves", for /es/cuidado-de-llaves/.'),
    formerSlugs: z
      .array(slug)
      .min(1)
      .describe(
        'Beside "slug": the slugs it had before in this language, each once; each address is redirected to its page now. ["llaves"]',
      )
      .optional(),
  },
} satisfies TranslationExtras;

/** A translated body's images that the main file does not show: images are facts, and each language shows the same. */
function foreignImages(file: ContentFile, images: ImageRef[], from: TranslatedFrom): string[] {
  const shown = new Set(from.images.map((image) => image.src));
  return images.flatMap((image, index) =>
    shown.has(image.src)
      ? []
      : [
          contentProblem(
            file,
            ['body', 'images', index, 'src'],
            `image ${image.src} is not in ${displayPath(from.file.path)}: a translation shows the main file's images, with its own words for them`,
          ),
        ],
  );
}

/** The front matter, its placeholders filled, checked by its folder's schema and against the other files. */
function checkFrontMatter<Schema extends z.ZodType>(
  file: ContentFile,
  parsed: ParsedJson,
  spec: MarkdownFolder<Schema>,
  { placeholders, known }: ReadContext,
): { success: true; data: z.output<Schema>; problems: string[] } | { success: false; problems: string[] } {
  const problems: string[] = [];
  const data = fillSitePlaceholders(parsed.value, placeholders, (where, name) =>
    problems.push(contentProblem(file, where, `unknown placeholder {${name}}`)),
  );
  const result = spec.frontMatter.safeParse(data ?? {}, PARSE_OPTIONS);
  if (!result.success)
    return {
      success: false,
      problems: [...problems, ...issueProblems(file, parsed, result.error.issues, spec.frontMatter)],
    };
  for (const { where, message } of spec.check?.(result.data, known) ?? []) problems.push(contentProblem(file, where, message));
  return { success: true, data: result.data, problems };
}
