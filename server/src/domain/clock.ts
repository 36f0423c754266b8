import { AsyncLocalStorage } from 'node:async_hooks';

const pinned = new AsyncLocalStorage<number>();

/** How far a test server's present was moved ahead of the machine's clock (TEST_CLOCK); always 0 elsewhere. */
let movedMs = 0;

/**
 * The present as the commands stamp it and the tokens and sign-ins are judged by. It is the machine's clock, except
 * inside `atMoment`, which the demo seed uses to play a few days of comandas through the same commands staff and
 * customers use, and on a test server whose clock a flow moved forward (`moveClockForward`).
 */
export const nowMs = (): number => pinned.getStore() ?? Date.now() + movedMs;

export const nowIso = (): string => new Date(nowMs()).toISOString();

/**
 * Runs work with the commands' clock at `moment` (milliseconds since the epoch); other requests keep the real one.
 * Tests run the server's sweeps this way to see what they do minutes from now.
 */
export function atMoment<T>(moment: number, work: () => Promise<T>): Promise<T> {
  return pinned.run(moment, work);
}

/**
 * Moves the present of every later request and sweep `ms` ahead, for good: the minutes an order waits or a token
 * lives pass at once. Only a test server's clock route (TEST_CLOCK=1) calls it, with a checked whole number of
 * milliseconds. Returns the new present.
 */
export function moveClockForward(ms: number): number {
  movedMs += ms;
  return nowMs();
}
