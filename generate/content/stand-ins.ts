/** Stand-ins that must not reach the public site unnoticed: a default build warns, `--production` fails (docs/content.md). */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { contentHash } from '../cache/hash.ts';
import { type ContentFile, contentProblem } from '../errors.ts';
import { projectDir } from '../folders.ts';
import { localPathsIn } from '../pages/paths.ts';
import { languageOf } from '../strings/index.ts';
import { atKey, mapJson } from './json.ts';
import { imageRefsIn, type LoadedContent, realImageFile, siteFiles } from './load.ts';

/** The 555-0100 to 555-0199 numbers are reserved for fiction in the North American Numbering Plan. */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/;
/** Domains reserved for examples (RFC 2606, RFC 6761) and this machine's own addresses: no business publishes at one. */
const EXAMPLE_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$|^127\.\d+\.\d+\.\d+$|^\[::1\]$/;
export const isExampleHost = (host: string) => EXAMPLE_HOST.test(host);
/** A license number of one repeated digit is a stand-in whatever its flag says. */
const REPEATED_DIGIT = /^(\d)\1*$/;
/**
 * How the starter of `npm run new-site` marks what only the owner can write: "[Your Business Name]". A bracket before
 * a word (or a Spanish "¿" or "¡" and a word), so "[2]" is none; an edit that lost the closing bracket leaves one still.
 */
const BRACKETED = /\[\s*[¿¡]?\p{L}[^\]]*\]?/u;
/** A web address (a scheme such as https: or mailto:, or a path on the site) and nothing else: no space, unlike "Yes: …". */
const URL_LIKE = /^(?:[a-z][a-z\d+.-]*:|\/)\S*$/i;
/** Fields whose strings are not the owner's words: image files' names, and the reviews, in their customers' words. */
const NOT_OWN_WORDS = new Set(['$schema', 'src', 'review']);

/** Each stand-in left in content, at its place; the base URL is the one the site is built with (`--base-url` may replace site.json's). */
export function standInProblems({ content, files, fileOf, localFileOf }: LoadedContent): string[] {
  const { site } = content;
  const problems: string[] = [];
  const atSite = (where: Array<string | number>, message: string) => problems.push(contentProblem(fileOf('site'), where, message));

  if (FICTIONAL_PHONE.test(site.phone.e164))
    atSite(['phone', 'e164'], `${site.phone.e164} is a fictional 555-01xx number; put the business's own number here and in phone.display`);
  if (site.emergency.phone && FICTIONAL_PHONE.test(site.emergency.phone.e164))
    atSite(
      ['emergency', 'phone', 'e164'],
      `${site.emergency.phone.e164} is a fictional 555-01xx number; put the emergency line's own number here and in emergency.phone.display`,
    );
  if (isExampleHost(new URL(site.baseUrl).hostname))
    atSite(['baseUrl'], `${site.baseUrl} is a reserved example domain; put the address the site will be published at`);
  if (site.email && isExampleHost(site.email.split('@').pop()!.toLowerCase()))
    atSite(['email'], `the domain of ${site.email} is a reserved example domain; put the address customers may write to`);
  // No license is no stand-in: not every trade needs one, and where one does, its law says so, not this code.
  if (site.license && (site.license.fictional || REPEATED_DIGIT.test(site.license.number)))
    atSite(
      ['license', 'number'],
      `"${site.license.number}" is a fictional license number; put the real ${site.license.authority} number and remove "fictional"`,
    );
  content.testimonials.testimonials.forEach((testimonial, index) => {
    if (testimonial.sample)
      problems.push(
        contentProblem(
          fileOf('testimonials'),
          ['testimonials', { key: index, label: testimonial.name }, 'sample'],
          'a sample review, not from a real customer; replace it with a real review (its source and date) or remove it',
        ),
      );
  });
  problems.push(...starterSlugProblems({ content, fileOf }));
  // A redirect's "why" is a note for the file's editors, on no page.
  const written = files.filter(({ spec }) => spec !== siteFiles.redirects).map(({ spec }) => fileOf(spec));
  problems.push(...bracketedStandIns([...written, ...Object.keys(content.local).map(localFileOf)]));
  return problems;
}

/** The content `npm run new-site` copies, whose service's and town's slugs only the owner can replace. */
const STARTER_CONTENT = path.join(projectDir, 'examples', 'starter', 'content');

/**
 * A service or town still at the starter's slug: brackets cannot mark a slug, and it is in the pages' addresses, in
 * English whatever their language (/servicios/main-service/).
 */
function starterSlugProblems({ content, fileOf }: Pick<LoadedContent, 'content' | 'fileOf'>): string[] {
  const local = localPathsIn(languageOf(content.site.language).strings.sections, '');
  const kinds = [
    { spec: siteFiles.services, what: 'service', slugs: Object.keys(content.services), address: local.service },
    { spec: siteFiles.areas, what: 'town', slugs: Object.keys(content.areas), address: local.area },
  ];
  return kinds.flatMap(({ spec, what, slugs, address }) => {
    const file = fileOf(spec);
    const starters = starterSlugsOf(spec.file);
    return slugs
      .filter((slug) => starters.includes(slug))
      .map((slug) =>
        contentProblem(
          file,
          atKey(file, [slug]),
          `${slug} is the starter's slug, in the ${what}'s addresses (${address(slug)}): give the ${what} a slug of its own, in every file that names it`,
        ),
      );
  });
}

/** The keys of a file of the starter's records; none where the project has no starter. */
function starterSlugsOf(file: string): string[] {
  try {
    return Object.keys(JSON.parse(readFileSync(path.join(STARTER_CONTENT, file), 'utf8'))).filter((key) => key !== '$schema');
  } catch {
    return [];
  }
}

/** The pictures `npm run new-site` copies, the placeholders for the owner's logo and photos. */
const STARTER_ASSETS = path.join(projectDir, 'examples', 'starter', 'assets');
const bytesKey = (bytes: Uint8Array) => `${bytes.length}:${contentHash(bytes)}`;

/** Each image that is, byte for byte, a starter's placeholder, whatever its name; only files of a placeholder's size are read. */
export async function starterPictureProblems({ files, fileOf }: LoadedContent, assetsDir: string): Promise<string[]> {
  const starterFiles = await fg('**/*', { cwd: STARTER_ASSETS, absolute: true });
  const starter = new Set(await Promise.all(starterFiles.map(async (file) => bytesKey(await readFile(file)))));
  const sizes = new Set([...starter].map((key) => Number(key.split(':')[0])));
  const isStarters = async (src: string) => {
    const found = await realImageFile(assetsDir, src);
    return 'path' in found && sizes.has((await stat(found.path)).size) && starter.has(bytesKey(await readFile(found.path)));
  };
  const places = files.flatMap(({ spec, value }) => imageRefsIn(value).map((ref) => ({ spec, ...ref })));
  const found = await Promise.all(places.map(({ src }) => isStarters(src)));
  return places
    .filter((_, index) => found[index])
    .map(({ spec, where, src }) =>
      contentProblem(
        fileOf(spec),
        where,
        `${src} is the starter's placeholder; put the business's own ${where.at(-2) === 'logo' ? 'logo' : 'photo'} here`,
      ),
    );
}

/**
 * Every text with a stand-in in [brackets]; one that only names a bracketed site fact is fixed at that fact's field.
 * Reviews are skipped: there brackets mark an editor's words ("[the crew]"), and the starter's review is a sample anyway.
 */
export function bracketedStandIns(files: ContentFile[]): string[] {
  const problems: string[] = [];
  // mapJson walks the file as the other checks of content do; each string or skipped field ends its branch.
  for (const file of files)
    mapJson(file.written, (item, where) => {
      if (NOT_OWN_WORDS.has(String(where.at(-1)))) return item;
      if (typeof item !== 'string') return undefined;
      const [standIn] = URL_LIKE.test(item) ? [] : (item.match(BRACKETED) ?? []);
      if (standIn) {
        const shown = standIn.length > 50 ? `${standIn.slice(0, 49)}…` : standIn;
        problems.push(contentProblem(file, where, `"${shown}" is a stand-in; write the business's own words in place of the [brackets]`));
      }
      return item;
    });
  return problems;
}
