import type { ExpressionBuilder } from 'kysely';
import type { Invoice, InvoiceMove, InvoicePayment, InvoicePaymentMethod, InvoiceSplit, InvoiceStatus } from '@contract/ordering';
import type { DbOrTrx } from '@server/db/database';
import type { Database } from '@server/db/schema';
import { createdWithin, type InstantRange } from '../common/day-range';
import { keptStatusCount } from './status-counts';
import { invoiceViewOf, orderViewsOf } from './views';
import { toReais } from '../common/money';

export interface InvoiceFilter extends InstantRange {
  status?: InvoiceStatus[];
  paymentMethods?: InvoicePaymentMethod[];
}

function matching(shopId: number, filter: InvoiceFilter) {
  return (eb: ExpressionBuilder<Database, 'invoices'>) => {
    const conditions = [eb('location_id', '=', shopId), ...createdWithin(filter)];
    if (filter.status?.length) conditions.push(eb('status', 'in', filter.status));
    if (filter.paymentMethods?.length) conditions.push(eb('payment_method', 'in', filter.paymentMethods));
    return eb.and(conditions);
  };
}

/** A page of a shop's invoices, newest first, and how many match in all. */
export async function listInvoices(
  db: DbOrTrx,
  shopId: number,
  filter: InvoiceFilter,
  page: { offset: number; limit: number },
): Promise<{ invoices: Invoice[]; count: number }> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .where(matching(shopId, filter))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const onlyStatuses = filter.since === undefined && filter.before === undefined && !filter.paymentMethods?.length;
  const count = (onlyStatuses ? await keptStatusCount(db, 'invoices', shopId, filter.status) : undefined) ?? (await countMatching());
  return { invoices: rows.map(invoiceViewOf), count };

  async function countMatching(): Promise<number> {
    const row = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll().as('count'))
      .where(matching(shopId, filter))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

/**
 * One invoice of a shop with its orders (oldest first), its moves, its parts paid and its split in progress, or
 * undefined when the shop has no such invoice.
 */
export async function findInvoiceWithOrders(db: DbOrTrx, shopId: number, id: number): Promise<Invoice | undefined> {
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  if (!row) return undefined;
  const orders = await db.selectFrom('orders').selectAll().where('invoice_id', '=', id).orderBy('id').execute();
  return {
    ...invoiceViewOf(row),
    orders: await orderViewsOf(db, orders),
    moves: await movesOf(db, id),
    payments: await paymentsOf(db, id),
    split: await splitOf(db, id),
  };
}

export async function invoiceBelongsToShop(db: DbOrTrx, shopId: number, id: number): Promise<boolean> {
  const row = await db.selectFrom('invoices').select('id').where('id', '=', id).where('location_id', '=', shopId).executeTakeFirst();
  return row !== undefined;
}

/** A comanda's transfers and merges, oldest first, each told from its side. */
export async function movesOf(db: DbOrTrx, invoiceId: number): Promise<InvoiceMove[]> {
  const rows = await db
    .selectFrom('invoice_moves')
    .leftJoin('invoices as source', 'source.id', 'invoice_moves.invoice_id')
    .leftJoin('invoices as target', 'target.id', 'invoice_moves.target_invoice_id')
    .select([
      'invoice_moves.kind as kind',
      'invoice_moves.invoice_id as invoiceId',
      'invoice_moves.target_invoice_id as targetId',
      'invoice_moves.from_location as fromLocation',
      'invoice_moves.to_location as toLocation',
      'invoice_moves.by_name as by',
      'invoice_moves.created_at as at',
      'source.code as sourceCode',
      'target.code as targetCode',
    ])
    .where((eb) => eb.or([eb('invoice_moves.invoice_id', '=', invoiceId), eb('invoice_moves.target_invoice_id', '=', invoiceId)]))
    .orderBy('invoice_moves.created_at')
    .orderBy('invoice_moves.id')
    .execute();
  return rows.map((row): InvoiceMove => {
    const base = { at: row.at, by: row.by, fromLocation: row.fromLocation, toLocation: row.toLocation };
    if (row.kind === 'transfer') return { kind: 'transfer', ...base, otherInvoiceId: null, otherInvoiceCode: null };
    if (row.invoiceId === invoiceId) {
      return { kind: 'mergedOut', ...base, otherInvoiceId: row.targetId, otherInvoiceCode: row.targetCode };
    }
    return { kind: 'mergedIn', ...base, otherInvoiceId: row.invoiceId, otherInvoiceCode: row.sourceCode };
  });
}

/** A comanda's parts, oldest first. */
export async function paymentsOf(db: DbOrTrx, invoiceId: number): Promise<InvoicePayment[]> {
  const rows = await db
    .selectFrom('invoice_payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amount: toReais(row.amount_cents),
    paymentMethod: row.method,
    cashReceived: row.cash_received_cents === null ? null : toReais(row.cash_received_cents),
    change: row.change_cents === null ? null : toReais(row.change_cents),
    by: row.by_name,
    at: row.created_at,
  }));
}

/** The split parts paid on a comanda: which part, and how much. */
export async function paidSplitPartsOf(db: DbOrTrx, invoiceId: number): Promise<{ part: number; amountCents: number }[]> {
  const rows = await db
    .selectFrom('invoice_payments')
    .select(['split_part', 'amount_cents'])
    .where('invoice_id', '=', invoiceId)
    .where('split_part', 'is not', null)
    .orderBy('split_part')
    .execute();
  return rows.map((row) => ({ part: row.split_part as number, amountCents: row.amount_cents }));
}

/** 'Dividir conta' in progress on a comanda, as every device shows it; null when none (a comanda that ended has none). */
export async function splitOf(db: DbOrTrx, invoiceId: number): Promise<InvoiceSplit | null> {
  const row = await db.selectFrom('invoice_splits').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirst();
  if (!row) return null;
  return {
    mode: row.mode,
    parts: row.parts,
    assignment: JSON.parse(row.assignment) as Record<string, number>,
    base: toReais(row.base_cents),
    paidParts: (await paidSplitPartsOf(db, invoiceId)).map((paid) => paid.part),
  };
}
