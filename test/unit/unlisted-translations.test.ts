/** A translation folder site.json does not list is built by nothing: the build says so instead of ignoring it. */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { unlistedTranslations } from '../../generate/content/translation-load.ts';

it('names each translation folder site.json does not list, and what to do about it', async () => {
  const contentDir = await mkdtemp(path.join(tmpdir(), 'unlisted-'));
  onTestFinished(() => rm(contentDir, { recursive: true, force: true }));
  for (const tag of ['es-US', 'fr-CA', 'en-US', 'french']) await mkdir(path.join(contentDir, 'translations', tag), { recursive: true });
  const site = { path: path.join(contentDir, 'site.json'), written: { language: 'en-US', translations: ['es-US'] } };
  const folder = (tag: string) => path.join(contentDir, 'translations', tag);
  expect(await unlistedTranslations(contentDir, site)).toEqual([
    `${site.path}: translations: ${folder('en-US')}/ is not built: en-US is the main language, whose words are the main files'`,
    `${site.path}: translations: ${folder('fr-CA')}/ is not built: add "fr-CA" to translations to build its French pages`,
    `${site.path}: translations: ${folder('french')}/ is not built: a translation's folder is named by its language tag (es-US, fr-CA)`,
  ]);
  // Without a translations folder, or with every folder listed: nothing to say.
  expect(await unlistedTranslations(path.join(contentDir, 'translations/es-US'), site)).toEqual([]);
});
