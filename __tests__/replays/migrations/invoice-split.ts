/**
 * Migrates the committed recordings' final state to 'Dividir conta' as a group of its own (run once with
 * `npx tsx __tests__/replays/migrations/invoice-split.ts`; a recording already migrated is left alone).
 *
 * The split dialog (`splitDialog`) and the splits kept with parts paid (`keptSplits`) left the comandas' module for
 * `invoiceSplit`, which the comanda's screen installs (features/invoices/split/group.ts); the comandas with a part
 * on its way (`payingPart`) stay in the module. The recordings were made before the split had a group of their own
 * to install, so their state has no `invoiceSplit`: the two fields, empty in each of them (split-payments.ts), are
 * dropped.
 */
import { migrateRecordings } from './recordings';

export function migrate(state: Record<string, unknown>): boolean {
  const invoices = state.invoices as Record<string, unknown> | undefined;
  if (!invoices || !('splitDialog' in invoices || 'keptSplits' in invoices)) return false;
  delete invoices.splitDialog;
  delete invoices.keptSplits;
  return true;
}

migrateRecordings(({ finalState }) => migrate(finalState));
