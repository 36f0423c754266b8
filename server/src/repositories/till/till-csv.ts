import { paymentMethodLabels } from '@contract/payment-methods';
import { tillMethods } from '@contract/till';
import type { DbOrTrx } from '@server/db/database';
import { csvDocument, dateOf, moneyCell, timeOf } from '../common/csv';
import { dayRangeOf } from '../common/day-range';

const HEADER = [
  'Fechamento',
  'Aberto por',
  'Aberto em',
  'Fechado por',
  'Fechado em',
  'Troco inicial',
  'Sangrias',
  'Suprimentos',
  'Forma de pagamento',
  'Esperado',
  'Contado',
  'Diferença',
];

const instantText = (iso: string): string => `${dateOf.format(Date.parse(iso))} ${timeOf.format(Date.parse(iso))}`;

/**
 * The tills closed in a range of the shop's days, as a spreadsheet: one line per closing and method, with the
 * closing's float and movements repeated on each, so a filter on one method keeps them.
 */
export async function tillClosingsCsv(db: DbOrTrx, shopId: number, days: { from: string; until: string }): Promise<string> {
  const range = dayRangeOf(days.from, days.until);
  let query = db
    .selectFrom('tills')
    .innerJoin('till_counts', 'till_counts.till_id', 'tills.id')
    .select((eb) => [
      'tills.number',
      'tills.opened_by_name',
      'tills.opened_at',
      'tills.closed_by_name',
      'tills.closed_at',
      'tills.float_cents',
      'till_counts.method',
      'till_counts.expected_cents',
      'till_counts.counted_cents',
      eb
        .selectFrom('till_movements')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('amount_cents'), inner.val(0)).as('cents'))
        .whereRef('till_movements.till_id', '=', 'tills.id')
        .where('kind', '=', 'sangria')
        .as('sangria_cents'),
      eb
        .selectFrom('till_movements')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('amount_cents'), inner.val(0)).as('cents'))
        .whereRef('till_movements.till_id', '=', 'tills.id')
        .where('kind', '=', 'suprimento')
        .as('suprimento_cents'),
    ])
    .where('tills.location_id', '=', shopId)
    .where('tills.status', '=', 'closed');
  if (range.since !== undefined) query = query.where('tills.closed_at', '>=', range.since);
  if (range.before !== undefined) query = query.where('tills.closed_at', '<', range.before);
  const rows = await query.execute();
  // Closings by number (the order they closed in), each one's methods in the till's order.
  rows.sort((a, b) => (a.number ?? 0) - (b.number ?? 0) || tillMethods.indexOf(a.method) - tillMethods.indexOf(b.method));
  return csvDocument(
    HEADER,
    rows.map((row) => [
      String(row.number),
      row.opened_by_name,
      instantText(row.opened_at),
      row.closed_by_name ?? '',
      row.closed_at === null ? '' : instantText(row.closed_at),
      moneyCell(row.float_cents),
      moneyCell(Number(row.sangria_cents ?? 0)),
      moneyCell(Number(row.suprimento_cents ?? 0)),
      paymentMethodLabels[row.method],
      moneyCell(row.expected_cents),
      moneyCell(row.counted_cents),
      moneyCell(row.counted_cents - row.expected_cents),
    ]),
  );
}
