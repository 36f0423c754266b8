/**
 * Migrates the committed recordings' final state to comandas paid in parts ('Dividir conta'; run once with
 * `npx tsx __tests__/replays/migrations/split-payments.ts`; a recording already migrated is left alone).
 *
 * The comandas' module now holds `splitDialog` ('Dividir conta' open), `payingPart` (the comandas with a part on its
 * way to the server) and `keptSplits` (splits closed with some of their parts paid). None of the recordings took
 * any, so each ends with no dialog open, no part under way and no split kept.
 */
import { migrateRecordings } from './recordings';

export function migrate(state: Record<string, unknown>): boolean {
  const invoices = state.invoices as Record<string, unknown> | undefined;
  // `payingPart` stays in the module; the split's own fields later moved out of it (invoice-split.ts).
  if (!invoices || 'payingPart' in invoices) return false;
  invoices.splitDialog ??= null;
  invoices.payingPart ??= {};
  invoices.keptSplits ??= {};
  return true;
}

migrateRecordings(({ finalState }) => migrate(finalState));
