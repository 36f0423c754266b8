/** A test server's clock that the end-to-end flows move forward (TEST_CLOCK=1; never mounted otherwise). */
import { Type, type Static } from '@sinclair/typebox';

export const TEST_CLOCK_PATH = '/test/clock';

/** Up to a day at a time: far more than any flow needs, far less than could overflow a date. */
export const MAX_CLOCK_MOVE_MS = 86_400_000;

export const TestClockMoveBodySchema = Type.Object(
  { forwardMs: Type.Integer({ minimum: 0, maximum: MAX_CLOCK_MOVE_MS }) },
  { additionalProperties: false },
);
export type TestClockMoveBody = Static<typeof TestClockMoveBodySchema>;

export const TestClockSchema = Type.Object({
  /** The server's present after the move, in milliseconds since the epoch. */
  nowMs: Type.Integer(),
});
