import { AsyncLocalStorage } from 'node:async_hooks';

const pinned = new AsyncLocalStorage<number>();

/**
 * The present as the commands stamp it. It is the machine's clock, except inside `atMoment`, which the demo seed
 * uses to play a few days of comandas through the same commands staff and customers use.
 */
export const nowIso = (): string => new Date(pinned.getStore() ?? Date.now()).toISOString();

/** Runs work with the commands' clock at `moment` (milliseconds since the epoch); other requests keep the real one. */
export function atMoment<T>(moment: number, work: () => Promise<T>): Promise<T> {
  return pinned.run(moment, work);
}
