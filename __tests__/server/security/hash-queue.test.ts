import { HashQueue, HashQueueFull } from '@server/security/hash-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('HashQueue', () => {
  it('runs at most its concurrency at once, in arrival order, and refuses at once past its line', async () => {
    const queue = new HashQueue(2, 3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, deferred);
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await expect(queue.run(async () => 'sixth')).rejects.toBeInstanceOf(HashQueueFull);
    expect(started).toEqual([0, 1]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    // Everything drained: the queue takes work again, and a failing task frees its slot.
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'again')).toBe('again');
  });
});
