import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { BuildError, contentProblem, displayPath, type JsonPath } from '../errors.ts';
import { mapJson, parseJson } from './json.ts';
import { fillSitePlaceholders, sitePlaceholders } from './placeholders.ts';
import {
  aboutPageSchema,
  areaPageSchema,
  areasSchema,
  contactPageSchema,
  homePageSchema,
  redirectsSchema,
  notFoundPageSchema,
  serviceAreasPageSchema,
  servicePageSchema,
  servicesPageSchema,
  servicesSchema,
  siteSchema,
  testimonialsSchema,
} from './schema.ts';

/**
 * Every content file, its schema, and the per-page placeholders it may use besides the
 * site-wide ones. This table is the whole content model; add a file here and to the schema.
 */
const contentFiles = {
  site: { file: 'site.json', schema: siteSchema, pagePlaceholders: [] },
  services: { file: 'services.json', schema: servicesSchema, pagePlaceholders: [] },
  areas: { file: 'areas.json', schema: areasSchema, pagePlaceholders: [] },
  testimonials: { file: 'testimonials.json', schema: testimonialsSchema, pagePlaceholders: [] },
  redirects: { file: 'redirects.json', schema: redirectsSchema, pagePlaceholders: [] },
  homePage: { file: 'pages/home.json', schema: homePageSchema, pagePlaceholders: [] },
  aboutPage: { file: 'pages/about.json', schema: aboutPageSchema, pagePlaceholders: [] },
  servicesPage: { file: 'pages/services.json', schema: servicesPageSchema, pagePlaceholders: [] },
  serviceAreasPage: { file: 'pages/service-areas.json', schema: serviceAreasPageSchema, pagePlaceholders: [] },
  contactPage: { file: 'pages/contact.json', schema: contactPageSchema, pagePlaceholders: [] },
  servicePage: { file: 'pages/service.json', schema: servicePageSchema, pagePlaceholders: ['service', 'area'] },
  areaPage: { file: 'pages/area.json', schema: areaPageSchema, pagePlaceholders: ['area'] },
  notFoundPage: { file: 'pages/not-found.json', schema: notFoundPageSchema, pagePlaceholders: [] },
} as const satisfies Record<string, { file: string; schema: z.ZodType; pagePlaceholders: readonly string[] }>;

type ContentFiles = typeof contentFiles;
export type Content = { [K in keyof ContentFiles]: z.infer<ContentFiles[K]['schema']> };

/** The path of the file a piece of content comes from, for messages (`contentProblem` shows it). */
export function contentFilePath(contentDir: string, key: keyof Content): string {
  return path.join(contentDir, contentFiles[key].file);
}

/** `contentFilePath` for the build's content folder, as later stages receive it. */
export type ContentFileOf = (key: keyof Content) => string;

/**
 * Loads, validates and cross-checks every content file. Collects every problem before failing,
 * so one run shows the editor everything to fix, each naming the file, the record and the field.
 */
export async function loadContent(contentDir: string, assetsDir: string): Promise<Content> {
  const problems: string[] = [];
  const file = (key: keyof ContentFiles) => contentFilePath(contentDir, key);

  const raw: Partial<Record<keyof ContentFiles, unknown>> = {};
  for (const key of Object.keys(contentFiles) as Array<keyof ContentFiles>) {
    const bytes = await readFile(file(key)).catch(() => null);
    if (bytes === null) {
      problems.push(contentProblem(file(key), null, 'file is missing'));
      continue;
    }
    try {
      raw[key] = parseJson(bytes, file(key)).value;
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      problems.push(...error.problems);
    }
  }

  // Site facts first: every other text may use them as {placeholders}, and the schema's limits
  // (a title's 70 characters) apply to the text as a visitor reads it, placeholders filled.
  const site = siteSchema.safeParse(raw.site);
  const placeholders = site.success ? sitePlaceholders(site.data) : null;

  const content: Partial<Record<keyof ContentFiles, unknown>> = {};
  for (const key of Object.keys(raw) as Array<keyof ContentFiles>) {
    const { schema, pagePlaceholders } = contentFiles[key];
    let value = raw[key];
    if (placeholders) {
      const allowed = new Set<string>(pagePlaceholders);
      value = fillSitePlaceholders(value, placeholders, allowed, (where, name) =>
        problems.push(
          contentProblem(
            file(key),
            where,
            `unknown placeholder {${name}}; available: ${[...Object.keys(placeholders), ...allowed].map((p) => `{${p}}`).join(', ')}`,
          ),
        ),
      );
    }
    const result = schema.safeParse(value);
    if (result.success) content[key] = result.data;
    else for (const issue of result.error.issues) problems.push(contentProblem(file(key), issue.path, issueMessage(issue)));
  }
  if (problems.length > 0) throw new BuildError(problems);

  const loaded = content as Content;
  problems.push(...crossReferenceProblems(loaded, contentDir));
  problems.push(...(await missingImageProblems(loaded, contentDir, assetsDir)));
  if (problems.length > 0) throw new BuildError(problems);
  return loaded;
}

/** Zod reports a bad record key as "Invalid key in record" and keeps the reason one level down. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_key' && issue.issues.length > 0) return `key ${issue.issues.map((inner) => inner.message).join('; ')}`;
  return issue.message;
}

function crossReferenceProblems(content: Content, contentDir: string): string[] {
  const problems: string[] = [];
  const serviceSlugs = Object.keys(content.services);
  const areaSlugs = Object.keys(content.areas);
  const file = (key: keyof Content) => contentFilePath(contentDir, key);
  const unknown = (kind: string, slug: string, known: string[]) => `unknown ${kind} "${slug}"; known ${kind}s: ${known.join(', ')}`;

  content.testimonials.forEach((testimonial, index) => {
    if (!serviceSlugs.includes(testimonial.service)) {
      problems.push(
        contentProblem(
          file('testimonials'),
          [{ key: index, label: testimonial.name }, 'service'],
          unknown('service', testimonial.service, serviceSlugs),
        ),
      );
    }
  });
  content.site.footer.services.forEach((slug, index) => {
    if (!serviceSlugs.includes(slug))
      problems.push(contentProblem(file('site'), ['footer', 'services', index], unknown('service', slug, serviceSlugs)));
  });
  content.site.footer.areas.forEach((slug, index) => {
    if (!areaSlugs.includes(slug))
      problems.push(contentProblem(file('site'), ['footer', 'areas', index], unknown('area', slug, areaSlugs)));
  });

  const areaNames = new Map<string, string>();
  for (const [slug, area] of Object.entries(content.areas)) {
    const other = areaNames.get(area.name.toLowerCase());
    if (other)
      problems.push(
        contentProblem(file('areas'), [slug, 'name'], `"${area.name}" is also the name of area "${other}"; each area needs its own name`),
      );
    areaNames.set(area.name.toLowerCase(), slug);
  }
  return problems;
}

/** Every image a content file refers to must be a file in the assets folder. */
async function missingImageProblems(content: Content, contentDir: string, assetsDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const key of Object.keys(contentFiles) as Array<keyof Content>) {
    for (const { where, src } of imageRefsIn(content[key])) {
      const found = await realImageFile(assetsDir, src);
      if ('problem' in found) problems.push(contentProblem(contentFilePath(contentDir, key), where, found.problem));
    }
  }
  return problems;
}

/**
 * Where an image the content names really is, or why it cannot be used. The schema already keeps
 * `src` from climbing out of the assets folder; this follows links, so that a link inside assets/
 * (the file itself, or a folder on the way) cannot publish a file from elsewhere on the machine.
 * The rule is "inside the assets folder", not "inside the project": assets/ holds what the site
 * may publish, and `--assets` may name a folder anywhere. The assets folder itself may be a link:
 * both sides are compared as real paths.
 */
export async function realImageFile(assetsDir: string, src: string): Promise<{ path: string } | { problem: string }> {
  const named = path.join(assetsDir, src);
  const real = await realpath(named).catch(() => null);
  const isFile =
    real !== null &&
    (await stat(real).then(
      (s) => s.isFile(),
      () => false,
    ));
  if (!isFile) return { problem: `image file ${displayPath(named)} does not exist` };
  const realAssets = await realpath(assetsDir);
  const relative = path.relative(realAssets, real);
  if (relative.split(path.sep)[0] === '..' || path.isAbsolute(relative)) {
    return {
      problem: `image file ${displayPath(named)} is a link to ${displayPath(real)}, outside the assets folder; copy the file into ${displayPath(assetsDir)}/ instead`,
    };
  }
  return { path: real };
}

/** Every `{ src, alt }` image reference in a content value, with where its `src` stands. */
export function imageRefsIn(value: unknown): Array<{ where: JsonPath; src: string }> {
  const found: Array<{ where: JsonPath; src: string }> = [];
  mapJson(value, (item, where) => {
    const ref = item as { src?: unknown; alt?: unknown } | null;
    if (!ref || typeof ref !== 'object' || Array.isArray(ref) || typeof ref.src !== 'string' || typeof ref.alt !== 'string')
      return undefined;
    found.push({ where: [...where, 'src'], src: ref.src });
    return ref;
  });
  return found;
}
