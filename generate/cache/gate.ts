/**
 * At most `size` tasks at a time, the rest queued in order. Reading or copying thousands of files
 * with one Promise.all starts every read at once, and each holds its bytes until it ends: at 7,000
 * pages that was most of the build's memory. `peak` is the most that ever ran at once.
 */
export class Gate {
  private running = 0;
  private readonly queue: Array<() => void> = [];
  peak = 0;

  constructor(readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.queue.shift()?.();
    }
  }
}

/** How many files the build reads or writes at a time: enough to keep the disk busy, few enough to hold little. */
export const FILES_AT_ONCE = 32;
