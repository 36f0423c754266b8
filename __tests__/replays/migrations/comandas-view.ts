/**
 * Migrates the committed recordings to Comandas and Pagamentos as views over their modules (run once with
 * `npx tsx __tests__/replays/migrations/comandas-view.ts`; a recording already migrated is left alone).
 *
 * Comandas' list (its ids, generation, load, refresh, next page, paging and filters) left the comandas' module for
 * `invoicesView`, each listed comanda kept as its id and creation time. The two dialogs ('Confirmar pagamento',
 * 'Transferir/Juntar') left it for `invoiceDialogs`, a group the comanda's screen installs as it opens: a recording
 * that opens one gets that installation right before the first, and ends with the dialogs as the module held them.
 * Pagamentos' load, paging and filters left `orderPayments`, which keeps the payments, for `orderPaymentsView`, a
 * group Pagamentos' screens install, which none of the recordings opened.
 */
import { migrateRecordings } from './recordings';

interface Entry {
  kind: string;
  at: number;
  source?: string;
  action?: { type: string; payload?: unknown };
}

const LIST_FIELDS = ['generation', 'status', 'error', 'refreshing', 'more', 'paging', 'filters'] as const;
const DIALOG_ACTIONS = new Set(['invoices/closingDialogOpened', 'invoices/moveDialogOpened']);

function installDialogsBeforeFirstOpened(entries: Entry[]): boolean {
  const first = entries.findIndex((entry) => entry.kind === 'action' && DIALOG_ACTIONS.has(entry.action?.type ?? ''));
  if (first === -1) return false;
  const installed = { type: 'app/featureGroupInstalled', payload: 'invoiceDialogs' };
  entries.splice(first, 0, { kind: 'action', at: entries[first].at, source: 'outside', action: installed });
  return true;
}

function migrate(state: Record<string, unknown>, entries: Entry[]): boolean {
  const invoices = state.invoices as Record<string, unknown> | undefined;
  if (!invoices || !('listIds' in invoices)) return false;
  const entities = invoices.entities as Record<string, { id: number; createdAt: string }>;
  const view: Record<string, unknown> = {
    rows: (invoices.listIds as number[]).map((id) => ({ id, createdAt: entities[id].createdAt })),
  };
  for (const field of LIST_FIELDS) view[field] = invoices[field];
  state.invoicesView = view;
  const dialogs = { closingDialog: invoices.closingDialog, moveDialog: invoices.moveDialog };
  if (installDialogsBeforeFirstOpened(entries)) state.invoiceDialogs = dialogs;
  for (const field of ['listIds', ...LIST_FIELDS, 'closingDialog', 'moveDialog']) delete invoices[field];

  // Pagamentos' list is a group its screens install, which none of the recordings opened: only the payments stay.
  const { ids, entities: payments } = state.orderPayments as Record<string, unknown>;
  state.orderPayments = { ids, entities: payments };
  return true;
}

migrateRecordings<{ entries: Entry[]; finalState: Record<string, unknown> }>(({ finalState, entries }) => migrate(finalState, entries));
