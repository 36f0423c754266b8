import { sql, type Expression, type SqlBool } from 'kysely';
import type { PersonFigures } from '@contract/day-report';
import type { HistoryAction } from '@contract/history';
import type { DbOrTrx } from '@server/db/database';
import { answerSecondsOf } from '@server/domain/call-stats';
import { personFiguresOf, type PersonCall, type PersonCount } from '@server/domain/team-stats';
import { createdWithin, type InstantRange } from '../common/day-range';
import { toReais } from '../common/money';

/*
 * Resumo per person: read from the history (orders started, payments recorded, and the comandas those payments were
 * on, followed to the comanda a merge made of them) and from the calls, then summed by team-stats.ts.
 */

const TAKEN: HistoryAction = 'orderStarted';
const PAYMENTS: HistoryAction[] = ['paymentRecorded', 'paymentInformed'];

/** A call made in the range, with who claimed and who closed it. */
export async function callRowsOf(db: DbOrTrx, shopId: number, range: InstantRange) {
  return db
    .selectFrom('table_calls')
    .select([
      'location_name',
      'created_at',
      'claimed_at',
      'claimed_by',
      'claimed_by_user_id',
      'claimed_by_member_id',
      'done_at',
      'done_by',
      'done_by_user_id',
      'done_by_member_id',
    ])
    .where((eb) => eb.and([eb('location_id', '=', shopId), ...createdWithin(range)]))
    .execute();
}

export type CallRow = Awaited<ReturnType<typeof callRowsOf>>[number];

/** The person who answered a call: who claimed it, or who closed it when nobody claimed it first (as answerSecondsOf). */
function answerOf(row: CallRow): PersonCall | null {
  const answerSeconds = answerSecondsOf({ createdAt: row.created_at, claimedAt: row.claimed_at, doneAt: row.done_at });
  if (answerSeconds === null) return null;
  return row.claimed_at !== null
    ? { memberId: row.claimed_by_member_id, userId: row.claimed_by_user_id, name: row.claimed_by ?? '', answerSeconds }
    : { memberId: row.done_by_member_id, userId: row.done_by_user_id, name: row.done_by ?? '', answerSeconds };
}

/** Conditions keeping the history's entries made within a range. */
function doneWithin(range: InstantRange): Expression<SqlBool>[] {
  const at = sql.ref<string>('activity.at');
  return [
    ...(range.since === undefined ? [] : [sql<SqlBool>`${at} >= ${range.since}`]),
    ...(range.before === undefined ? [] : [sql<SqlBool>`${at} < ${range.before}`]),
  ];
}

async function countsOf(db: DbOrTrx, shopId: number, range: InstantRange): Promise<PersonCount[]> {
  const rows = await db
    .selectFrom('activity')
    .select((eb) => ['by_member_id', 'by_user_id', 'action', eb.fn.max('by_name').as('name'), eb.fn.countAll<number | string>().as('count')])
    .where((eb) => eb.and([eb('location_id', '=', shopId), eb('action', 'in', [TAKEN, ...PAYMENTS]), ...doneWithin(range)]))
    .groupBy(['by_member_id', 'by_user_id', 'action'])
    .execute();
  return rows.map((row) => ({
    memberId: row.by_member_id,
    userId: row.by_user_id,
    name: row.name,
    ordersTaken: row.action === TAKEN ? Number(row.count) : 0,
    paymentsRecorded: row.action === TAKEN ? 0 : Number(row.count),
  }));
}

/** Each person's comandas (not canceled) they recorded payments on, as they are now: a merged one is the one it became. */
async function comandasOf(db: DbOrTrx, shopId: number, range: InstantRange) {
  const rows = await db
    .selectFrom('activity')
    .innerJoin('invoices as source', 'source.id', 'activity.subject_id')
    .innerJoin('invoices as comanda', (join) => join.on(sql<SqlBool>`comanda.id = coalesce(source.merged_into_invoice_id, source.id)`))
    .select((eb) => [
      'activity.by_member_id as memberId',
      'activity.by_user_id as userId',
      'comanda.id as invoiceId',
      'comanda.service_charge_cents as serviceChargeCents',
      eb.fn.min('activity.id').as('first'),
    ])
    .where((eb) =>
      eb.and([
        eb('activity.location_id', '=', shopId),
        eb('activity.subject', '=', 'invoice'),
        eb('activity.action', 'in', PAYMENTS),
        eb('comanda.status', '!=', 'canceled'),
        ...doneWithin(range),
      ]),
    )
    .groupBy(['activity.by_member_id', 'activity.by_user_id', 'comanda.id', 'comanda.service_charge_cents'])
    .execute();
  return rows.map((row) => ({ ...row, first: Number(row.first) }));
}

/** What each person did in the range (see PersonFiguresSchema), from the calls made in it and its history. */
export async function peopleOf(db: DbOrTrx, shopId: number, range: InstantRange, calls: readonly CallRow[]): Promise<PersonFigures[]> {
  const [counts, comandas] = await Promise.all([countsOf(db, shopId, range), comandasOf(db, shopId, range)]);
  const answers = calls.map(answerOf).filter((answer): answer is PersonCall => answer !== null);
  return personFiguresOf(counts, answers, comandas).map(({ serviceChargeCents, ...person }) => ({ ...person, serviceCharge: toReais(serviceChargeCents) }));
}
