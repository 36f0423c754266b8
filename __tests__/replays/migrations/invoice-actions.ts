/**
 * Migrates the committed recordings' final state to comandas with the service charge's removal and the moves
 * (run once with `npx tsx __tests__/replays/migrations/invoice-actions.ts`; a recording already migrated is left
 * alone).
 *
 * The comandas' module now holds `removingServiceCharge` (the comandas with 'Remover taxa de serviço' under way)
 * and `moveDialog` ('Transferir para outra mesa' or 'Juntar com…' open). None of the recordings took either, so
 * each ends with no removal under way and no dialog open.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function migrate(state: Record<string, unknown>): boolean {
  const invoices = state.invoices as Record<string, unknown> | undefined;
  if (!invoices || ('removingServiceCharge' in invoices && 'moveDialog' in invoices)) return false;
  invoices.removingServiceCharge ??= {};
  invoices.moveDialog ??= null;
  return true;
}

const folder = join(__dirname, '..');
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const path = join(folder, file);
  const recording = JSON.parse(readFileSync(path, 'utf8')) as { finalState: Record<string, unknown> };
  if (!migrate(recording.finalState)) continue;
  writeFileSync(path, JSON.stringify(recording, null, 1));
  console.log(`${file}: migrated`);
}
