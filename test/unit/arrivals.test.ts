/** Which failed builds npm run dev holds back for a photo still being copied in (generate/serve/arrivals.ts). */
import path from 'node:path';
import { expect, it } from 'vitest';
import type { UnreadableImage } from '../../generate/errors.ts';
import { Arrivals } from '../../generate/serve/arrivals.ts';

const assetsDir = path.resolve('/site/assets');
const at = 'content/gallery.json:39:18: jobs[1].photos[1].src:';
const quiet = () =>
  new Arrivals(
    assetsDir,
    () => {},
    () => {},
  );
/** What the images stage says of a source it could not read whole: the problem, and the source it is of. */
const unreadable = (src: string, words = 'cannot be decoded'): UnreadableImage => ({ src, problem: `${at} ${src} ${words}` });

it('holds back a build that fails only on images the images stage could not read whole, each written since it last settled', () => {
  const arrivals = quiet();
  arrivals.changed('change', path.join(assetsDir, 'photos/ev.jpg'));
  arrivals.changed('add', path.join(assetsDir, 'photos/new.jpg'));
  const [ev, added] = [unreadable('photos/ev.jpg'), unreadable('photos/new.jpg', 'is an empty file')];
  expect(arrivals.growing([ev.problem], [ev])).toEqual(['photos/ev.jpg']);
  expect(arrivals.growing([ev.problem, added.problem], [ev, added])).toEqual(['photos/ev.jpg', 'photos/new.jpg']);
  // Known from the stage's data, whatever its words.
  const worded = { src: 'photos/ev.jpg', problem: `${at} photos/ev.jpg: a wording never seen before` };
  expect(arrivals.growing([worded.problem], [worded])).toEqual(['photos/ev.jpg']);
  // Another problem beside it is the owner's to see now.
  expect(arrivals.growing([ev.problem, 'content/site.json:3:1: invalid JSON: the file is empty'], [ev])).toBeNull();
});

it('reports at once what a whole photo fails on, and a photo that was not just written', () => {
  const arrivals = quiet();
  arrivals.changed('add', path.join(assetsDir, 'photos/ev.jpg'));
  // Read whole, and too detailed: waiting would only build it twice. The words of a cut-short photo do not make it one.
  expect(arrivals.growing([`${at} photos/ev.jpg is too detailed to fit the 200 KB budget`], [])).toBeNull();
  expect(arrivals.growing([`${at} photos/ev.jpg cannot be decoded; the file may be damaged (VipsJpeg: bad)`], [])).toBeNull();
  const old = unreadable('photos/old.jpg');
  expect(arrivals.growing([old.problem], [old])).toBeNull();
  arrivals.changed('unlink', path.join(assetsDir, 'photos/ev.jpg'));
  const ev = unreadable('photos/ev.jpg');
  expect(arrivals.growing([ev.problem], [ev])).toBeNull();
});

it('says the wait once, however many failed builds it holds back', () => {
  const lines: string[] = [];
  const arrivals = new Arrivals(
    assetsDir,
    () => {},
    (line) => lines.push(line),
  );
  arrivals.changed('change', path.join(assetsDir, 'photos/ev.jpg'));
  const ev = unreadable('photos/ev.jpg');
  expect(arrivals.holdsBack([ev.problem], [ev])).toBe(true);
  expect(arrivals.holdsBack([ev.problem], [ev])).toBe(true);
  expect(arrivals.holdsBack(['content/site.json:3:1: invalid JSON: the file is empty'], [])).toBe(false);
  arrivals.close();
  expect(lines).toEqual(['Waiting for photos/ev.jpg to stop growing (a copy under way?) before building it.']);
});
