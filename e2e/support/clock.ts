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
