/**
 * Migrates the committed recordings' final state to comandas with the service charge's removal and the moves
 * (run once with `npx tsx __tests__/replays/migrations/invoice-actions.ts`; a recording already migrated is left
 * alone).
 *
 * The comandas' module now holds `removingServiceCharge` (the comandas with 'Remover taxa de serviço' under way)
 * and `moveDialog` ('Transferir para outra mesa' or 'Juntar com…' open). None of the recordings took either, so
 * each ends with no removal under way and no dialog open.
 */
import { migrateRecordings } from './recordings';

export function migrate(state: Record<string, unknown>): boolean {
  const invoices = state.invoices as Record<string, unknown> | undefined;
  if (!invoices || ('removingServiceCharge' in invoices && 'moveDialog' in invoices)) return false;
  invoices.removingServiceCharge ??= {};
  invoices.moveDialog ??= null;
  return true;
}

migrateRecordings(({ finalState }) => migrate(finalState));
