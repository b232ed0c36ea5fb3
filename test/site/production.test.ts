/**
 * `npm run build -- --production` (generate/content/stand-ins.ts): the stand-ins of the real content
 * (the 555-01xx phone, the .example domain, the sample reviews, the fictional license) and any text
 * in [brackets] fail the build, each at its file and field, and nothing is written; a default build
 * lists them as warnings.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BuildError } from '../../generate/errors.ts';
import { OUTPUT_MARK, PUBLISHABLE_MARK } from '../../generate/output/write.ts';
import { npmRunBuild } from '../helpers/build-command.ts';
import { editContent, livePagePaths, placeIn, projectDir, snapshot } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const run = promisify(execFile);
const site = tempSite();

/** Each stand-in of the real content, as the build names it. */
async function standIns(contentDir: string): Promise<string[]> {
  const reviews = ['Maria G.', 'David R.', 'Jennifer L.'];
  return [
    `${await placeIn(contentDir, 'site.json', '"+18055550142"')}: phone.e164: +18055550142 is a fictional 555-01xx number; put the business's own number here and in phone.display`,
    `${await placeIn(contentDir, 'site.json', '"https://www.ortegagaragedoors.example"')}: baseUrl: https://www.ortegagaragedoors.example is a reserved example domain; put the address the site will be published at`,
    `${await placeIn(contentDir, 'site.json', '"0000000"')}: license.number: "0000000" is a fictional license number; put the real CSLB number and remove "fictional"`,
    ...(await Promise.all(
      reviews.map(
        async (name, index) =>
          `${await placeIn(contentDir, 'testimonials.json', 'true', `"${name}"`, '"sample"')}: testimonials[${index}] (${name}).sample: a sample review, not from a real customer; replace it with a real review (its source and date) or remove it`,
      ),
    )),
  ];
}

describe('a build for production', () => {
  it('fails naming every stand-in left in content, and leaves the output folder as it was', async () => {
    const outDir = site.at('live');
    await site.build({ outDir, checkLinks: false });
    await writeFile(path.join(outDir, 'owner-note.txt'), 'the last published site');
    const before = snapshot(outDir);
    const failure = await site.build({ outDir, production: true }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).problems).toEqual(await standIns(site.contentDir));
    expect(snapshot(outDir)).toEqual(before);
  });

  it('writes nothing at all where there was no site yet', async () => {
    const outDir = site.at('never');
    await expect(site.build({ outDir, production: true })).rejects.toThrow(BuildError);
    expect(snapshot(path.dirname(outDir))['never/index.html']).toBeUndefined();
  });

  it('is what --production asks of npm run build, which exits with 1', async () => {
    const outDir = site.at('cli');
    await mkdir(outDir);
    const failure = await run(process.execPath, [...npmRunBuild(), '--production', '--out', outDir], { cwd: projectDir }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    for (const problem of await standIns(path.join(projectDir, 'content'))) expect(failure?.stderr).toContain(`✗ ${problem}`);
    expect(snapshot(outDir)).toEqual({});
  });

  it('names each text in [brackets] at its own place, and a site fact in brackets only at its own field', async () => {
    // The logo's alt text only names the business: it is fixed with the name. A web address's
    // brackets and "[2]" are no stand-ins; "Yes:" starts words, not an address.
    const dir = await site.contentWith('site.json', (json) => ({
      ...json,
      businessName: '[Your Business Name]',
      logo: { ...json.logo, alt: '{business}' },
      mapUrl: 'https://maps.example.com/place?filter[lang]=en',
      guarantees: ['Two-year warranty [2]', 'Yes: [Say what else you promise.]'],
    }));
    await editContent(dir, 'pages/about.json', (json) => ({
      ...json,
      hero: { ...json.hero, text: 'Since {foundingYear}. [What sets you apart.]' },
    }));
    // An edit that lost the closing bracket leaves a stand-in still.
    await editContent(dir, 'local/ventura.json', (json) => ({ ...json, permits: '[Which office issues permits here' }));
    // A redirect's "why" is a note for the file's editors, on no page; a review's brackets are its editor's.
    await editContent(dir, 'redirects.json', (json) => {
      json.redirects[0].why = '[Ask the owner why]';
    });
    await editContent(dir, 'testimonials.json', (json) => {
      json.testimonials[0].review = 'They [the crew] came the same day.';
      json.testimonials[1].location = '[Town], CA';
    });
    const failure = await site.build({ contentDir: dir, outDir: site.at('brackets'), production: true }).then(
      () => null,
      (error: unknown) => error,
    );
    const words = "is a stand-in; write the business's own words in place of the [brackets]";
    // "About {business}", the footer and every title that names the business are its own words around the fact.
    expect((failure as BuildError).problems.filter((problem) => problem.includes('[brackets]'))).toEqual([
      `${await placeIn(dir, 'local/ventura.json', '"[Which')}: permits: "[Which office issues permits here" ${words}`,
      `${await placeIn(dir, 'pages/about.json', '"Since', '"hero"')}: hero.text: "[What sets you apart.]" ${words}`,
      `${await placeIn(dir, 'site.json', '"[Your Business Name]"')}: businessName: "[Your Business Name]" ${words}`,
      `${await placeIn(dir, 'site.json', '"Yes:')}: guarantees[1]: "[Say what else you promise.]" ${words}`,
      `${await placeIn(dir, 'testimonials.json', '"[Town], CA"')}: testimonials[1].location: "[Town]" ${words}`,
    ]);
  });

  /** The real content with every stand-in replaced, and the license number given. */
  const replacedWith = async (licenseNumber: string) => {
    const dir = await site.contentWith('site.json', (json) => ({
      ...json,
      phone: { display: '(805) 642-7310', e164: '+18056427310' },
      baseUrl: 'https://www.ortegagaragedoors.com',
      license: { authority: 'CSLB', number: licenseNumber, wording: 'Licensed contractor: {authority} license #{number}' },
    }));
    await editContent(dir, 'testimonials.json', () => ({ testimonials: [] }));
    // A review removed is removed from each translation too: a translation gives the words of the main file's records only.
    if (existsSync(path.join(dir, 'translations/es-US/testimonials.json')))
      await editContent(dir, 'translations/es-US/testimonials.json', () => ({ testimonials: [] }));
    return dir;
  };

  it('builds once the owner has replaced every stand-in, marked as ready to publish for npm run deploy', async () => {
    const dir = await replacedWith('1048213');
    // At another address than content's too: the public site, moved, whose pages search engines should index.
    const outDir = site.at('published');
    await site.build({ contentDir: dir, outDir, production: true, checkLinks: false, baseUrl: 'https://www.ortega-garage.com' });
    expect(await readFile(path.join(outDir, OUTPUT_MARK), 'utf8')).toContain(PUBLISHABLE_MARK);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).not.toContain('noindex');
  });

  it('builds for a staging host with every page kept out of search engines, and says so', async () => {
    const dir = await replacedWith('1048213');
    const noindex = '<meta name="robots" content="noindex"/>';
    const homeAt = async (outDir: string) => readFile(path.join(outDir, 'index.html'), 'utf8');
    const at = { contentDir: dir, checkLinks: false, baseUrl: 'https://staging.ortegagaragedoors.com' };
    const staged = await site.build({ ...at, outDir: site.at('staged') });
    expect(await homeAt(site.at('staged'))).toContain(noindex);
    expect(await readFile(path.join(site.at('staged'), 'services/index.html'), 'utf8')).toContain(noindex);
    expect(staged.notes).toContain(
      "Built for https://staging.ortegagaragedoors.com (--base-url) without --production: every page asks search engines not to index it, as a staging host's should. Build with --production for the public site.",
    );
    // This machine's address no search engine sees, and site.json's own is the public site's (with --production, see
    // above, the public site's pages are indexed at any address).
    for (const baseUrl of ['http://127.0.0.1:8080', 'https://www.ortegagaragedoors.com/']) {
      const built = await site.build({ ...at, baseUrl, outDir: site.at('local') });
      expect(await homeAt(site.at('local')), baseUrl).not.toContain(noindex);
      expect(built.notes.join('\n')).not.toContain('--base-url');
    }
  });

  it('fails on a license number of one repeated digit, though nothing marks it fictional, naming a lost address in the same run', async () => {
    const dir = await replacedWith('1111111');
    // An address published before that nothing answers now fails the same build, so one run names both.
    await writeFile(path.join(dir, 'published.txt'), '/\n/services/gone/\n');
    await expect(site.build({ contentDir: dir, outDir: site.at('ones'), production: true, checkLinks: false })).rejects.toMatchObject({
      problems: [
        expect.stringMatching(/redirects\.json: \/services\/gone\/, published before \(published\.txt\), is not on the site now/),
        `${await placeIn(dir, 'site.json', '"1111111"')}: license.number: "1111111" is a fictional license number; put the real CSLB number and remove "fictional"`,
      ],
    });
  });
});

describe('a default build', () => {
  it('lists the same stand-ins as warnings in its report, and writes the site', async () => {
    const result = await site.build({ outDir: site.at('draft'), checkLinks: false });
    expect(result.warnings).toEqual(expect.arrayContaining(await standIns(site.contentDir)));
    expect(result.pages).toBe(livePagePaths().length);
    expect(await readFile(path.join(site.at('draft'), OUTPUT_MARK), 'utf8')).not.toContain(PUBLISHABLE_MARK);
  });
});
