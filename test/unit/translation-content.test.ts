/**
 * The garage site's Spanish words (content/translations/es-US/) keep up with its English files:
 * scripts/check-translation.ts finds no fact repeated, no field English lacks, no word left
 * untranslated, no placeholder lost and no meta text over its limit. One gap is meant: the notes of
 * each service in a city other than Oxnard, whose Spanish service-in-city pages are not built yet.
 * The build would leave a page whose words are missing out of Spanish (and name it in its report);
 * this is what tells an edit of the English files that the Spanish needs one too.
 */
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
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
  const otherCitiesServiceNotes = /^content\/translations\/es-US\/local\/(?!oxnard\.json)[a-z-]+\.json: \.services\.[^:]+: not translated$/;
  const problems = output
    .trim()
    .split('\n')
    .filter((line) => !line.endsWith('no problems') && !otherCitiesServiceNotes.test(line) && !/^\d+ problems$/.test(line));
  expect(problems).toEqual([]);
});
