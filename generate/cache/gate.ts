/**
 * At most `size` tasks at a time: one Promise.all over thousands of files starts every read at once, each holding its bytes,
 * which at 7,000 pages was most of the build's memory.
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
