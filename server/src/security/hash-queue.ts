/** Thrown at once when too many password checks already wait: the caller answers 429 instead of queueing more. */
export class HashQueueFull extends Error {
  constructor() {
    super('too many password hashes waiting');
  }
}

/**
 * Runs at most `concurrency` tasks at a time, with at most `maxWaiting` more in line. Each scrypt check takes 128
 * MiB and a thread of libuv's pool (4 by default), which file reads and DNS share: unbounded, a sign-in flood
 * starves every other request and grows memory by the flood's size.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new HashQueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
