/**
 * Migrates the committed recordings' final state to a store with the outbox (run once with
 * `npx tsx __tests__/replays/migrations/outbox.ts`; a recording already migrated is left alone).
 *
 * The live operations now hold `outbox`: the staff commands taken while the link was down, waiting on the device.
 * None of the recordings took one, so each ends with an empty queue and nothing being sent.
 */
import { migrateRecordings } from './recordings';
import { initialOutboxState } from '@/ordering/outbox/slice';

export function migrate(state: Record<string, unknown>): boolean {
  // A recording that never signed in has no live operations, and so no outbox.
  if (state.outbox || !state.orders) return false;
  state.outbox = initialOutboxState;
  return true;
}

migrateRecordings(({ finalState }) => migrate(finalState));
