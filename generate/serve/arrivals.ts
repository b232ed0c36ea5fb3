/**
 * Images still arriving: a photo copied from a phone or over a slow share is written in pieces, with pauses longer
 * than the dev server's save debounce. A build that fails only on such files is not reported; the dev server waits
 * until they stop growing and builds once. A save that is whole is built at once, as before.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { UnreadableImage } from '../errors.ts';

/** How long a file's size and time must stay the same before it is taken for copied. */
export const SETTLE_MS = 2000;
const POLL_MS = 200;

export class Arrivals {
  /** Files of the assets folder written since they last settled, by path. */
  private readonly written = new Set<string>();
  private wait: { files: Set<string>; timer: NodeJS.Timeout; done: Promise<void>; finish: () => void } | null = null;

  constructor(
    private readonly assetsDir: string,
    /** Called once the files waited for have settled: the build that was held back. */
    private readonly onSettled: () => void,
    private readonly log: (line: string) => void,
  ) {}

  /** True for a failed build that waits for files still growing, which is not reported; the wait is said once. */
  holdsBack(problems: string[], unreadable: UnreadableImage[]): boolean {
    const growing = this.growing(problems, unreadable);
    if (!growing) return false;
    const files = new Intl.ListFormat('en', { type: 'conjunction' }).format(growing);
    const them = growing.length === 1 ? 'it' : 'them';
    if (this.waitFor(growing)) this.log(`Waiting for ${files} to stop growing (a copy under way?) before building ${them}.`);
    return true;
  }

  /** A watcher's event; false when it is a file being waited for, whose growth needs no build of its own. */
  changed(event: string, file: string): boolean {
    if (!file.startsWith(this.assetsDir + path.sep)) return true;
    if (event === 'unlink') this.written.delete(file);
    else if (event === 'add' || event === 'change') this.written.add(file);
    return !this.wait?.files.has(file);
  }

  /**
   * A failed build's problems and the images among them that did not read whole: when each problem is such an image's,
   * written since it last settled, those images, as the assets folder's paths content gives (`images/photo.jpg`), to
   * wait for; otherwise null, and they are reported. A whole photo's other problems (too detailed, too small) are
   * reported at once.
   */
  growing(problems: string[], unreadable: UnreadableImage[]): string[] | null {
    const written = new Set([...this.written].map((file) => path.relative(this.assetsDir, file).split(path.sep).join('/')));
    const srcOf = new Map(unreadable.map(({ src, problem }) => [problem, src]));
    const named = new Set<string>();
    for (const problem of problems) {
      const src = srcOf.get(problem);
      if (src === undefined || !written.has(src)) return null;
      named.add(src);
    }
    return named.size > 0 ? [...named] : null;
  }

  /**
   * Waits for the files to keep their size and time for SETTLE_MS, then forgets them and calls onSettled; true
   * when this starts a wait, false when one is under way (and now waits for these files too).
   */
  private waitFor(srcs: string[]): boolean {
    const files = new Set(srcs.map((src) => path.join(this.assetsDir, src)));
    if (this.wait) {
      for (const file of files) this.wait.files.add(file);
      return false;
    }
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let last = '';
    let quietSince = Date.now();
    const poll = async () => {
      const waiting = this.wait;
      if (!waiting) return;
      const now = await signature([...waiting.files]);
      // Closed meanwhile.
      if (this.wait !== waiting) return;
      if (now !== last) [last, quietSince] = [now, Date.now()];
      if (Date.now() - quietSince < SETTLE_MS) {
        waiting.timer = setTimeout(poll, POLL_MS);
        return;
      }
      for (const file of waiting.files) this.written.delete(file);
      this.wait = null;
      this.onSettled();
      finish();
    };
    this.wait = { files, timer: setTimeout(poll, 0), done, finish };
    return true;
  }

  /** Whether a build is held back for files still growing. */
  get waiting(): boolean {
    return this.wait !== null;
  }

  /** Resolves once the files waited for have settled (or at once when none are). */
  async settled(): Promise<void> {
    await this.wait?.done;
  }

  close(): void {
    if (!this.wait) return;
    clearTimeout(this.wait.timer);
    this.wait.finish();
    this.wait = null;
  }
}

/** Each file's size and modification time, or that it is gone. */
async function signature(files: string[]): Promise<string> {
  const stats = await Promise.all(files.map((file) => stat(file).catch(() => null)));
  return stats.map((found) => (found ? `${found.size}@${found.mtimeMs}` : 'gone')).join(' ');
}
