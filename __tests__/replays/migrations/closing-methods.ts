/**
 * Migrates the committed recordings to 'Confirmar pagamento' choosing among the shop's methods (run once with
 * `npx tsx __tests__/replays/migrations/closing-methods.ts`; a recording already migrated is left alone).
 *
 * As the dialog opens it now also reads the methods the shop accepts (the demo shop's: cash, credit card, Pix and
 * online) and preselects the comanda's own where the shop takes it; Confirmar then names the method it records.
 */
import { migrateRecordings } from './recordings';

interface Entry {
  kind: string;
  at: number;
  source?: string;
  action?: { type: string; payload?: Record<string, unknown> | number };
  method?: string;
  url?: string;
  answeredAt?: number;
  status?: number;
  responseBody?: unknown;
}

const DEMO_SHOP_METHODS = [
  { id: 1, paymentMethodId: 1, name: 'Dinheiro', isPublic: true },
  { id: 2, paymentMethodId: 2, name: 'Cartão de crédito', isPublic: true },
  { id: 3, paymentMethodId: 4, name: 'Pix', isPublic: false },
  { id: 4, paymentMethodId: 6, name: 'Online', isPublic: true },
];
const OFFERED = ['cash', 'creditCard', 'pix'];

const isAction = (entry: Entry, type: string) => entry.kind === 'action' && entry.action?.type === type;

function migrate(entries: Entry[]): boolean {
  if (entries.some((entry) => isAction(entry, 'invoices/closingMethodsLoaded'))) return false;
  const lookedUp = entries.findIndex((entry) => isAction(entry, 'invoices/closingPaymentLookedUp'));
  if (lookedUp === -1) return false;
  const id = (entries[lookedUp].action!.payload as { id: number }).id;
  const loaded = [...entries.slice(0, lookedUp)].reverse().find((entry) => isAction(entry, 'invoices/invoiceLoaded'));
  const own = (loaded?.action?.payload as { paymentMethod?: string | null } | undefined)?.paymentMethod ?? null;
  const lookup = [...entries.slice(0, lookedUp)].reverse().find((entry) => entry.kind === 'api')!;
  const shopPath = lookup.url!.replace(/\/v2\/order-payment\/providers\/(\d+)\/orders\/locations\/(\d+).*/, '/v2/payment/payments/providers/$1/locations/$2');
  const at = entries[lookedUp].at;
  entries.splice(
    lookedUp + 1,
    0,
    { kind: 'api', method: 'GET', url: `${shopPath}/payment-methods`, at: lookup.at, answeredAt: at, status: 200, responseBody: DEMO_SHOP_METHODS },
    {
      kind: 'action',
      at,
      source: 'saga',
      action: { type: 'invoices/closingMethodsLoaded', payload: { id, offered: OFFERED, preselected: OFFERED.includes(own ?? '') ? own : null } },
    },
  );
  for (const entry of entries) {
    const payload = entry.action?.payload;
    if (isAction(entry, 'invoices/paymentConfirmationRequested') && typeof payload === 'object' && own !== null) payload.method ??= own;
  }
  return true;
}

migrateRecordings<{ entries: Entry[]; finalState: Record<string, unknown> }>(({ entries }) => migrate(entries));
