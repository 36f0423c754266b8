import { AsyncLocalStorage } from 'node:async_hooks';

const pinned = new AsyncLocalStorage<number>();

/**
 * The present as the commands stamp it. It is the machine's clock, except inside `atMoment`, which the demo seed
 * uses to play a few days of comandas through the same commands staff and customers use.
 */
export const nowMs = (): number => pinned.getStore() ?? Date.now();

export const nowIso = (): string => new Date(nowMs()).toISOString();

/**
 * Runs work with the commands' clock at `moment` (milliseconds since the epoch); other requests keep the real one.
 * Tests run the server's sweeps this way to see what they do minutes from now.
 */
export function atMoment<T>(moment: number, work: () => Promise<T>): Promise<T> {
  return pinned.run(moment, work);
}
