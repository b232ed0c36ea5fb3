/**
 * content/local/{area}.json (generate/content/local.ts): optional, checked like every content file,
 * each mistake one problem at its file, line and column, with the record and the field.
 */
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../generate/content/load.ts';
import { pageContentFiles } from '../../generate/page-types/index.ts';
import { BuildError } from '../../generate/errors.ts';
import { editContent, placeIn, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixture = path.join(projectDir, 'test/fixtures/other-business');
const site = tempSite({ from: fixture });
const LOCAL = 'local/santa-cruz.json';
const AREA_PAGE = 'pages/area.json';

async function problemsLoading(contentDir: string): Promise<string[]> {
  try {
    await loadContent(contentDir, site.assetsDir, pageContentFiles);
    return [];
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return error.problems;
  }
}

describe('a local file', () => {
  it('loads into content.local under its area, with site placeholders filled', async () => {
    const dir = await site.contentWith(LOCAL, (local) => {
      local.permits = `${local.permits} Call {phone} to ask.`;
    });
    const { content } = await loadContent(dir, site.assetsDir, pageContentFiles);
    expect(Object.keys(content.local)).toEqual(['santa-cruz']);
    expect(content.local['santa-cruz']!.permits).toMatch(/Call \(831\) 555-0199 to ask\.$/);
    expect(content.local['santa-cruz']).not.toHaveProperty('$schema');
  });

  it('names an unknown placeholder at its text', async () => {
    const dir = await site.contentWith(LOCAL, (local) => {
      local.permits = 'Call {fone} to ask.';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, LOCAL, '"Call {fone} to ask."')}: permits: unknown placeholder {fone}`,
    ]);
  });

  it('is optional: a site without content/local/ loads, with no local content', async () => {
    const dir = await site.contentWith('site.json', () => undefined);
    await rm(path.join(dir, 'local'), { recursive: true });
    const { content } = await loadContent(dir, site.assetsDir, pageContentFiles);
    expect(content.local).toEqual({});
  });

  it('names a misspelt field and the one it is a slip for, once: not the required field it meant as missing too', async () => {
    const dir = await site.contentWith(LOCAL, (local) => {
      local.neighbourhoods = local.neighborhoods;
      delete local.neighborhoods;
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, LOCAL, '"neighbourhoods"')}: neighbourhoods: unknown field; did you mean "neighborhoods"?`,
    ]);
  });

  it('checks nearby against areas.json: a slip, its own area, one listed twice', async () => {
    const dir = await site.contentWith(LOCAL, (local) => {
      local.nearby = ['capitolla', 'santa-cruz', 'capitola', 'capitola'];
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, LOCAL, '"capitolla"')}: nearby[0]: unknown area "capitolla"; did you mean "capitola"?`,
      `${await placeIn(dir, LOCAL, '"santa-cruz"', '"nearby"')}: nearby[1]: "santa-cruz" is this file's own area; list the other areas near it`,
      `${await placeIn(dir, LOCAL, '"capitola"\n')}: nearby[3]: "capitola" is listed twice; list each area once`,
    ]);
  });

  it('checks each service key against services.json, at the key', async () => {
    const dir = await site.contentWith(LOCAL, (local) => {
      local.services['lock-rekeyng'] = local.services['lock-rekeying'];
      delete local.services['lock-rekeying'];
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, LOCAL, '"lock-rekeyng"')}: services["lock-rekeyng"]: unknown service "lock-rekeyng"; did you mean "lock-rekeying"?`,
    ]);
  });

  it('names the service a key was renamed to, not the nearest in letters', async () => {
    const dir = await site.contentWith('services.json', (services) => {
      services.rekeying = services['lock-rekeying'];
      delete services['lock-rekeying'];
    });
    expect((await problemsLoading(dir)).filter((problem) => problem.includes(LOCAL))).toEqual([
      expect.stringMatching(/: services\["lock-rekeying"\]: unknown service "lock-rekeying"; did you mean "rekeying"\?$/),
    ]);
  });

  it('must be named after an area of areas.json', async () => {
    const dir = await site.contentWith('site.json', () => undefined);
    await rename(path.join(dir, LOCAL), path.join(dir, 'local/santa-crux.json'));
    const [problem, ...more] = await problemsLoading(dir);
    expect(more).toEqual([]);
    expect(problem).toMatch(/local\/santa-crux\.json: no area "santa-crux" in areas\.json; did you mean "santa-cruz"\?$/);
  });

  it('may leave out permits, and pages/area.json their heading, for a trade that needs none', async () => {
    const dir = await site.contentWith(LOCAL, (local) => {
      delete local.permits;
    });
    await editContent(dir, AREA_PAGE, (copy) => {
      delete copy.permits;
    });
    const { content } = await loadContent(dir, site.assetsDir, pageContentFiles);
    expect(content.local['santa-cruz']).not.toHaveProperty('permits');
  });

  it('with permits, needs their heading in pages/area.json, and names the files that give them', async () => {
    const dir = await site.contentWith(AREA_PAGE, (copy) => {
      delete copy.permits;
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, AREA_PAGE, '{')}: permits: missing: the heading over the permit notes of local/santa-cruz.json; give it here, or remove their permits`,
    ]);
  });

  it('a service note of the wrong type, at its value', async () => {
    const dir = await site.contentWith(LOCAL, (local) => {
      local.services['lockout-service'].notes = 'One paragraph, not a list';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, LOCAL, '"One paragraph')}: services["lockout-service"].notes: must be a list, not the text "One paragraph, not a list"; write ["One paragraph, not a list"]`,
    ]);
  });
});
