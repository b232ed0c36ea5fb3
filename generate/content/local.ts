/** content/local/: one optional file per area, read, validated and cross-checked, every problem at its file, line and column. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type ContentFile, type ContentWhere, contentProblem } from '../errors.ts';
import { issueProblems } from './issues.ts';
import { atKey, type ParsedJson, readJsonFile } from './json.ts';
import { type Local, localSchema } from './local-schema.ts';
import { knownSlugsHint, PARSE_OPTIONS, type Renamed, unknownSlugMessage } from './schema.ts';
import { fillSitePlaceholders } from './placeholders.ts';

export const LOCAL_FOLDER = 'local';

const localSpecs = new Map<string, { file: string; schema: typeof localSchema }>();

/** An area's local file as a spec, one object per area: specs are keys of maps (a page's main text, a translation's words). */
export function localSpecOf(areaSlug: string) {
  if (!localSpecs.has(areaSlug)) localSpecs.set(areaSlug, { file: `${LOCAL_FOLDER}/${areaSlug}.json`, schema: localSchema });
  return localSpecs.get(areaSlug)!;
}

export type LocalContent = { [areaSlug: string]: Local };

export type LocalFileOf = (areaSlug: string) => ContentFile;

/** What the other files say, as far as they could be read (null: that file has problems of its own, and nothing is checked against it). */
type Known = {
  areaSlugs: string[] | null;
  serviceSlugs: string[] | null;
  renamed: Record<'service' | 'area', Renamed>;
  placeholders: Record<string, string> | null;
};

/** Every local file of `contentDir`, validated; a missing folder is no local content, and every area still builds. */
export async function loadLocalContent(
  contentDir: string,
  known: Known,
): Promise<{ local: LocalContent; localFileOf: LocalFileOf; problems: string[] }> {
  const folder = path.join(contentDir, LOCAL_FOLDER);
  const parsed = new Map<string, ParsedJson>();
  const localFileOf: LocalFileOf = (areaSlug) => ({
    path: path.join(folder, `${areaSlug}.json`),
    positionOf: parsed.get(areaSlug)?.positionOf,
    written: parsed.get(areaSlug)?.value,
  });
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const problems: string[] = [];
  const local: LocalContent = {};
  for (const name of names.filter((file) => file.endsWith('.json')).sort()) {
    const areaSlug = name.slice(0, -'.json'.length);
    const file = localFileOf(areaSlug);
    if (known.areaSlugs && !known.areaSlugs.includes(areaSlug)) {
      const how = { listed: 'name the file after an area', write: 'name the file after it' };
      const hint = knownSlugsHint('area', areaSlug, known.areaSlugs, known.renamed.area, how);
      problems.push(contentProblem(file, null, `no area "${areaSlug}" in areas.json; ${hint}`));
      continue;
    }
    const json = await readJsonFile(file.path, problems);
    // Listed but not there: a link that leads nowhere.
    if (json === 'missing') problems.push(contentProblem(file, null, 'file is missing'));
    if (!json || json === 'missing') continue;
    parsed.set(areaSlug, json);
    const value = fillSitePlaceholders(json.value, known.placeholders, (where, placeholder) =>
      problems.push(contentProblem(localFileOf(areaSlug), where, `unknown placeholder {${placeholder}}`)),
    );
    const result = localSchema.safeParse(value, PARSE_OPTIONS);
    if (!result.success) {
      problems.push(...issueProblems(localFileOf(areaSlug), json, result.error.issues, localSchema));
      continue;
    }
    problems.push(...crossReferenceProblems(areaSlug, result.data, localFileOf(areaSlug), known));
    local[areaSlug] = result.data;
  }
  return { local, localFileOf, problems };
}

/** `nearby` names other areas, once each; `services` are services of services.json. */
function crossReferenceProblems(areaSlug: string, local: Local, file: ContentFile, known: Known): string[] {
  const problems: string[] = [];
  const say = (where: ContentWhere, message: string) => problems.push(contentProblem(file, where, message));
  const seen = new Set<string>();
  local.nearby.forEach((slug, index) => {
    const where = ['nearby', index];
    if (slug === areaSlug) say(where, `"${slug}" is this file's own area; list the other areas near it`);
    else if (known.areaSlugs && !known.areaSlugs.includes(slug))
      say(where, unknownSlugMessage('area', slug, known.areaSlugs, known.renamed.area));
    else if (seen.has(slug)) say(where, `"${slug}" is listed twice; list each area once`);
    seen.add(slug);
  });
  for (const slug of Object.keys(local.services))
    if (known.serviceSlugs && !known.serviceSlugs.includes(slug))
      say(atKey(file, ['services', slug]), unknownSlugMessage('service', slug, known.serviceSlugs, known.renamed.service));
  return problems;
}
