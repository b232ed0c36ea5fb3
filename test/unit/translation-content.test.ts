/**
 * The garage site's Spanish words (content/translations/es-US/) keep up with its English files:
 * scripts/check-translation.ts finds no fact repeated, no field English lacks, no word left
 * untranslated, no placeholder lost and no meta text over its limit. One gap is meant: the notes of
 * each service in a city other than Oxnard, whose Spanish service-in-city pages are not built yet.
 * The build would leave a page whose words are missing out of Spanish (and name it in its report);
 * this is what tells an edit of the English files that the Spanish needs one too. The script reads
 * another business's content with --content.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { projectDir } from '../helpers/site.ts';

it('finds every word of the English files translated, and nothing else, in content/translations/es-US/', () => {
  let output: string;
  try {
    output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-translation.ts', 'es-US'], {
      cwd: projectDir,
      encoding: 'utf8',
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const otherCitiesServiceNotes =
    /^content\/translations\/es-US\/local\/(?!oxnard\.json)[a-z-]+\.json: services(\.[^:]+)?: not translated$/;
  const problems = output
    .trim()
    .split('\n')
    .filter((line) => !line.endsWith('no problems') && !otherCitiesServiceNotes.test(line) && !/^\d+ problems$/.test(line));
  expect(problems).toEqual([]);
});

it("checks the translation of the business in --content, not the garage site's, and names a file its main content lacks", async () => {
  const contentDir = await mkdtemp(path.join(tmpdir(), 'check-translation-'));
  onTestFinished(() => rm(contentDir, { recursive: true, force: true }));
  const notReadme = (file: string) => path.basename(file) !== 'README.md';
  await cp(path.join(projectDir, 'test/fixtures/other-business/content'), contentDir, { recursive: true });
  await cp(path.join(projectDir, 'test/fixtures/other-business-es-US'), path.join(contentDir, 'translations/es-US'), {
    recursive: true,
    filter: notReadme,
  });
  // A title that drops {business} is the translator's to choose, as the build takes it; a placeholder the main text lacks is not.
  const services = path.join(contentDir, 'translations/es-US/pages/services.json');
  await writeFile(
    services,
    (await readFile(services, 'utf8'))
      .replace('"Servicios de cerrajería | {business}"', '"Servicios de cerrajería en Santa Cruz"')
      .replace('"Aperturas y cambio de combinación en {homeCity}."', '"Aperturas y cambio de combinación en {homeCty}."'),
  );
  // A review written in Spanish already needs no Spanish words: the script asks for none.
  const reviews = path.join(contentDir, 'testimonials.json');
  const main = JSON.parse(await readFile(reviews, 'utf8'));
  main.testimonials[0].language = 'es';
  await writeFile(reviews, JSON.stringify(main));
  await writeFile(path.join(contentDir, 'translations/es-US/testimonials.json'), JSON.stringify({ testimonials: [{}] }));
  // A stand-in left in words given, and a town's local file not translated at all: what still keeps pages from Spanish.
  const contact = path.join(contentDir, 'translations/es-US/pages/contact.json');
  await writeFile(contact, (await readFile(contact, 'utf8')).replace('"Condado de Santa Cruz."', '"[Dónde trabaja.]"'));
  // A sentence copied from the main file as it is: not translated, though no word is missing.
  const mainContact = path.join(contentDir, 'pages/contact.json');
  await writeFile(mainContact, (await readFile(mainContact, 'utf8')).replace('"Any time."', '"Call us any time, day or night."'));
  await writeFile(contact, (await readFile(contact, 'utf8')).replace('"A cualquier hora."', '"Call us any time, day or night."'));
  await rm(path.join(contentDir, 'translations/es-US/local/santa-cruz.json'));
  // A license kind its wording does not show is on no page: only the wording is asked for.
  const site = path.join(contentDir, 'site.json');
  const license = { authority: 'State Board', kind: 'Class B', number: 'LK-20417', wording: '{authority} license {number}' };
  await writeFile(site, JSON.stringify({ ...JSON.parse(await readFile(site, 'utf8')), license }));
  // A Markdown page and an article of the main content with no translation; the fixture's Spanish has no pages/about.json.
  await mkdir(path.join(contentDir, 'articles'));
  await writeFile(path.join(contentDir, 'pages/warranty.md'), '---\ntitle: Warranty\n---\n');
  await writeFile(path.join(contentDir, 'articles/new-locks.md'), '---\ntitle: New locks\n---\n');
  // A draft and an article dated in the future are built in no language yet: nothing to translate.
  await writeFile(path.join(contentDir, 'pages/draft.md'), '---\ntitle: Soon\ndraft: true\n---\n');
  await writeFile(path.join(contentDir, 'articles/later.md'), '---\ntitle: Later\ndate: 2999-01-01\n---\n');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-translation.ts', '--content', contentDir, 'es-US'], {
    cwd: projectDir,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  const named = run.stdout.split('\n').filter((line) => line.includes('.json'));
  expect(named.length).toBeGreaterThan(0);
  for (const line of named) expect(line.startsWith(path.join(contentDir, 'translations/es-US/')), line).toBe(true);
  // The fixture's own pages are in another folder: the gallery's words translate a file this content does not have.
  expect(named.filter((line) => line.startsWith(services))).toEqual([
    `${services}: meta.description: {homeCty} is not in the main text here`,
  ]);
  expect(named.filter((line) => line.includes('testimonials.json'))).toEqual([
    `${path.join(contentDir, 'translations/es-US/testimonials.json')}: all words translated, no problems`,
  ]);
  expect(named).toContain(
    `${path.join(contentDir, 'translations/es-US/gallery.json')}: translates ${path.join(contentDir, 'gallery.json')}, which does not exist`,
  );
  expect(named.filter((line) => line.startsWith(contact))).toEqual([
    `${contact}:4:44: hero.text: "[Dónde trabaja.]" is a stand-in; write the business's own words in place of the [brackets]`,
    `${contact}: callCard.text: the same as the main file's words: not translated yet?`,
  ]);
  expect(named).toContain(
    `${path.join(contentDir, 'translations/es-US/local/santa-cruz.json')}: not translated: the Spanish page of Santa Cruz is not built`,
  );
  expect(named.filter((line) => line.includes('license'))).toEqual([
    `${path.join(contentDir, 'translations/es-US/site.json')}: license.wording: not translated`,
  ]);
  const missing = (file: string) =>
    run.stdout.split('\n').filter((line) => line.startsWith(path.join(contentDir, 'translations/es-US', file)));
  expect(missing('pages/about.json')).toEqual([
    `${path.join(contentDir, 'translations/es-US/pages/about.json')}: not translated: no such file, so no word of ${path.join(contentDir, 'pages/about.json')} is`,
  ]);
  expect([...missing('pages/draft.md'), ...missing('articles/later.md')]).toEqual([]);
  expect([...missing('pages/warranty.md'), ...missing('articles/new-locks.md')]).toEqual([
    `${path.join(contentDir, 'translations/es-US/pages/warranty.md')}: not translated: the Spanish page of ${path.join(contentDir, 'pages/warranty.md')} is not built`,
    `${path.join(contentDir, 'translations/es-US/articles/new-locks.md')}: not translated: the Spanish page of ${path.join(contentDir, 'articles/new-locks.md')} is not built`,
  ]);
});

it("names the translations, with no stack trace, when asked to check the pages' main language", async () => {
  const contentDir = await mkdtemp(path.join(tmpdir(), 'check-translation-'));
  onTestFinished(() => rm(contentDir, { recursive: true, force: true }));
  await writeFile(path.join(contentDir, 'site.json'), JSON.stringify({ language: 'es-US', translations: ['en-US'] }));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-translation.ts', '--content', contentDir, 'es-US'], {
    cwd: projectDir,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.stdout.trim()).toBe("es-US is the pages' main language of this site (site.json language); name a translation: en-US");
  expect(run.status).toBe(1);
});
