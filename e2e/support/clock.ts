import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '@playwright/test';
import { TEST_CLOCK_PATH, type TestClockMoveBody } from '@contract/test-clock';

/**
 * Lets `ms` pass at once on a test server started with MOVABLE_CLOCK (its tokens, sign-ins and unanswered orders) and
 * on the browser clocks given (a page's or a context's, after `install()`; their due timers fire once). The server
 * moves first, so whatever the pages' timers ask for then (a renewal before expiry) is answered at the same present.
 */
export async function moveTime(serverUrl: string, ms: number, clocks: Clock[] = []): Promise<void> {
  const body: TestClockMoveBody = { forwardMs: ms };
  const moved = await fetch(`${serverUrl}${TEST_CLOCK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!moved.ok) throw new Error(`the server's clock did not move (${moved.status}): was it started with MOVABLE_CLOCK?`);
  for (const clock of clocks) await clock.fastForward(ms);
}

/** A step of a browser clock walked through a stretch of time (see walkTime): within socket.io's 2 s back-off cap. */
const WALK_STEP_MS = 1_000;
/** The real moment after each step for what its timers set off (a refused socket, an aborted request) to answer. */
const WALK_SETTLE_MS = 200;

/**
 * Walks a browser clock (a page's or a context's, after `install()`) through `ms`, a step at a time, every timer
 * on the way firing as it would, with a real moment after each step for what they set off to come back and set
 * the next (socket.io's next reconnect attempt is set when the last one failed, not before). For the waits that
 * let the page's own timers run their course (an outage outliving the reconnect back-off) and for those that prove
 * nothing happens for a while (no second print), in a fraction of the real time.
 */
export async function walkTime(clock: Clock, ms: number): Promise<void> {
  for (let walked = 0; walked < ms; walked += WALK_STEP_MS) {
    await clock.runFor(Math.min(WALK_STEP_MS, ms - walked));
    await sleep(WALK_SETTLE_MS);
  }
}
