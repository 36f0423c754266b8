import { tillMethods, type Till, type TillClosingSummary, type TillMethod } from '@contract/till';
import type { DbOrTrx } from '@server/db/database';
import { expectedCentsOf } from '@server/domain/till-rules';
import type { InstantRange } from '../common/day-range';
import { toReais } from '../common/money';

/** The rows a till's view is made of. */
async function viewsOf(db: DbOrTrx, tillIds: readonly number[]): Promise<Map<number, Till>> {
  if (tillIds.length === 0) return new Map();
  const [tills, movements, counts, corrections] = await Promise.all([
    db.selectFrom('tills').selectAll().where('id', 'in', tillIds).execute(),
    db.selectFrom('till_movements').selectAll().where('till_id', 'in', tillIds).orderBy('id').execute(),
    db.selectFrom('till_counts').selectAll().where('till_id', 'in', tillIds).execute(),
    db.selectFrom('till_corrections').selectAll().where('till_id', 'in', tillIds).orderBy('id').execute(),
  ]);
  const views = new Map<number, Till>();
  for (const till of tills) {
    views.set(till.id, {
      id: till.id,
      number: till.number,
      status: till.status,
      float: toReais(till.float_cents),
      openedBy: till.opened_by_name,
      openedAt: till.opened_at,
      closedBy: till.closed_by_name,
      closedAt: till.closed_at,
      movements: movements
        .filter((movement) => movement.till_id === till.id)
        .map((movement) => ({
          id: movement.id,
          kind: movement.kind,
          amount: toReais(movement.amount_cents),
          reason: movement.reason,
          by: movement.by_name,
          at: movement.created_at,
        })),
      // Written once, at closing: an open till has none, so its count stays blind.
      lines: counts
        .filter((count) => count.till_id === till.id)
        .sort((a, b) => methodOrder(a.method) - methodOrder(b.method))
        .map((count) => ({
          method: count.method,
          expected: toReais(count.expected_cents),
          counted: toReais(count.counted_cents),
          difference: toReais(count.counted_cents - count.expected_cents),
        })),
      corrections: corrections
        .filter((correction) => correction.till_id === till.id)
        .map((correction) => {
          const expectedCents = counts.find((count) => count.till_id === till.id && count.method === correction.method)?.expected_cents ?? 0;
          return {
            id: correction.id,
            method: correction.method,
            counted: toReais(correction.counted_cents),
            difference: toReais(correction.counted_cents - expectedCents),
            reason: correction.reason,
            by: correction.by_name,
            at: correction.created_at,
          };
        }),
    });
  }
  return views;
}

const methodOrder = (method: TillMethod): number => tillMethods.indexOf(method);

/** One till of a shop, as the API shows it; undefined when the shop has no such till. */
export async function findTill(db: DbOrTrx, shopId: number, tillId: number): Promise<Till | undefined> {
  const row = await db.selectFrom('tills').select('id').where('id', '=', tillId).where('location_id', '=', shopId).executeTakeFirst();
  return row ? (await viewsOf(db, [row.id])).get(row.id) : undefined;
}

/** The till open on a device of the shop, if any. */
export async function openTillOf(db: DbOrTrx, shopId: number, device: string): Promise<Till | null> {
  const row = await db
    .selectFrom('tills')
    .select('id')
    .where('location_id', '=', shopId)
    .where('device_key', '=', device)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row ? ((await viewsOf(db, [row.id])).get(row.id) ?? null) : null;
}

/** The tills of a shop opened within a range (a shop day), latest first. */
export async function listTills(db: DbOrTrx, shopId: number, range: InstantRange, limit: number): Promise<Till[]> {
  let query = db.selectFrom('tills').select('id').where('location_id', '=', shopId);
  if (range.since !== undefined) query = query.where('opened_at', '>=', range.since);
  if (range.before !== undefined) query = query.where('opened_at', '<', range.before);
  const rows = await query.orderBy('opened_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  const views = await viewsOf(db, rows.map((row) => row.id));
  return rows.map((row) => views.get(row.id) as Till);
}

/**
 * What each method of a till should hold now: its float and movements, the parts recorded there, and what comandas
 * closed there took beyond their parts (their total less their parts, under the comanda's method).
 */
export async function expectedOfTill(db: DbOrTrx, tillId: number): Promise<Record<TillMethod, number>> {
  const [till, movements, parts, closings] = await Promise.all([
    db.selectFrom('tills').select('float_cents').where('id', '=', tillId).executeTakeFirstOrThrow(),
    db.selectFrom('till_movements').select(['kind', 'amount_cents']).where('till_id', '=', tillId).execute(),
    db
      .selectFrom('invoice_payments')
      .select(['method', (eb) => eb.fn.sum<string | number>('amount_cents').as('cents')])
      .where('till_id', '=', tillId)
      .groupBy('method')
      .execute(),
    db
      .selectFrom('invoices')
      .select(['payment_method as method', (eb) => eb.fn.sum<string | number>(eb('total_cents', '-', eb.ref('paid_cents'))).as('cents')])
      .where('till_id', '=', tillId)
      .where('status', '=', 'closed')
      .where('payment_method', 'is not', null)
      .groupBy('payment_method')
      .execute(),
  ]);
  const salesCents: Partial<Record<TillMethod, number>> = {};
  for (const row of [...parts, ...closings]) {
    if (row.method === null || !(tillMethods as readonly string[]).includes(row.method)) continue;
    const method = row.method as TillMethod;
    salesCents[method] = (salesCents[method] ?? 0) + Number(row.cents);
  }
  return expectedCentsOf({
    floatCents: till.float_cents,
    movements: movements.map((movement) => ({ kind: movement.kind, amountCents: movement.amount_cents })),
    salesCents,
  });
}

/** The tills of a shop closed within a range, in the order they closed, with their totals over every method. */
export async function closingsWithin(db: DbOrTrx, shopId: number, range: InstantRange): Promise<TillClosingSummary[]> {
  let query = db
    .selectFrom('tills')
    .innerJoin('till_counts', 'till_counts.till_id', 'tills.id')
    .select((eb) => [
      'tills.id',
      'tills.number',
      'tills.opened_by_name',
      'tills.closed_by_name',
      'tills.closed_at',
      eb.fn.sum<string | number>('till_counts.expected_cents').as('expected'),
      eb.fn.sum<string | number>('till_counts.counted_cents').as('counted'),
    ])
    .where('tills.location_id', '=', shopId)
    .where('tills.status', '=', 'closed');
  if (range.since !== undefined) query = query.where('tills.closed_at', '>=', range.since);
  if (range.before !== undefined) query = query.where('tills.closed_at', '<', range.before);
  const rows = await query
    .groupBy(['tills.id', 'tills.number', 'tills.opened_by_name', 'tills.closed_by_name', 'tills.closed_at'])
    .orderBy('tills.closed_at')
    .orderBy('tills.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number as number,
    openedBy: row.opened_by_name,
    closedBy: row.closed_by_name as string,
    closedAt: row.closed_at as string,
    expected: toReais(Number(row.expected)),
    counted: toReais(Number(row.counted)),
    difference: toReais(Number(row.counted) - Number(row.expected)),
  }));
}
