import { useCallback, useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
}

/** One timer per interval for the whole app: a list of a hundred relative times must not start a hundred timers. */
const clocks = new Map<number, Clock>();

function clockOf(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set() };
    clocks.set(intervalMs, clock);
  }
  return clock;
}

function subscribe(intervalMs: number, listener: () => void): () => void {
  const clock = clockOf(intervalMs);
  clock.listeners.add(listener);
  if (!clock.timer) {
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      clock.listeners.forEach((notify) => notify());
    }, intervalMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

function snapshotOf(intervalMs: number): number {
  const clock = clockOf(intervalMs);
  // An idle clock may hold a time from long ago; refresh it, but only once it is a full tick old, so React's
  // repeated snapshot reads within one render see the same value.
  if (!clock.timer && Date.now() - clock.now >= intervalMs) clock.now = Date.now();
  return clock.now;
}

/** The current time in ms, re-rendering the caller every intervalMs. */
export function useNow(intervalMs = 30_000): number {
  const subscribeToClock = useCallback((listener: () => void) => subscribe(intervalMs, listener), [intervalMs]);
  const readClock = useCallback(() => snapshotOf(intervalMs), [intervalMs]);
  return useSyncExternalStore(subscribeToClock, readClock);
}
