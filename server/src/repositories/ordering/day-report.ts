import { sql } from 'kysely';
import type { DayFigures, DayReport } from '@contract/day-report';
import type { Summary } from '@contract/ordering';
import type { DbOrTrx } from '@server/db/database';
import { callFiguresOf, callsPerTableOf } from '@server/domain/call-stats';
import { invalid } from '@server/domain/errors';
import { toCents, toReais } from '../common/money';
import { createdWithin, dayRangeOf, SHOP_TIME_ZONE, type InstantRange } from '../common/day-range';
import { callRowsOf, peopleOf, type CallRow } from './day-report-people';
import { summaryOf } from './summary-queries';
import { closingsWithin } from '../till/till-queries';

/** Longer ranges are a report for another tool; this one answers a day, a week, a month or a quarter. */
export const DAY_REPORT_MAX_DAYS = 92;
const TOP_PRODUCTS = 10;
const DAY_MS = 86_400_000;

const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const hourOf = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The calendar day on the shop's clock at an instant, YYYY-MM-DD. */
export const shopDayAt = (instant: number): string => dayOf.format(instant);

/** A calendar day moved by whole days (calendar arithmetic, so daylight-saving days stay days). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The report's days: today when none is given, one day when only `from` is; 400 past the longest range. */
export function reportDaysOf(from: string | undefined, until: string | undefined, now: number): { from: string; until: string } {
  const first = from ?? until ?? shopDayAt(now);
  const last = until ?? first;
  // Validates both days and their order, with the list filters' messages.
  dayRangeOf(first, last);
  if (addDays(first, DAY_REPORT_MAX_DAYS - 1) < last) {
    throw invalid(`querystring o período pode ter no máximo ${DAY_REPORT_MAX_DAYS} dias.`);
  }
  return { from: first, until: last };
}

const sumCents = (values: number[]) => values.reduce((total, value) => total + toCents(value), 0);

async function figuresOf(db: DbOrTrx, shopId: number, range: InstantRange): Promise<{ figures: DayFigures; summary: Summary }> {
  const summary = await summaryOf(db, shopId, range);
  const canceled = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<number | string | null>('total_cents').as('value'))
    .where((eb) => eb.and([eb('location_id', '=', shopId), eb('status', '=', 'canceled'), ...createdWithin(range)]))
    .executeTakeFirst();
  const charged = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.sum<number | string | null>('service_charge_cents').as('value'))
    .where((eb) => eb.and([eb('location_id', '=', shopId), eb('status', '!=', 'canceled'), ...createdWithin(range)]))
    .executeTakeFirst();
  const serviceChargeCents = Number(charged?.value ?? 0);
  // The summary's totals are what was collected; the service charge is reported apart from what was sold.
  const revenueCents = sumCents(summary.invoices.map((group) => group.total)) - serviceChargeCents;
  const invoices = summary.invoices.reduce((total, group) => total + group.count, 0);
  const { canceled: canceledOrders, ...standing } = summary.orders;
  const figures = {
    revenue: toReais(revenueCents),
    serviceCharge: toReais(serviceChargeCents),
    orders: Object.values(standing).reduce((total, count) => total + count, 0),
    invoices,
    averageTicket: invoices === 0 ? 0 : toReais(Math.round(revenueCents / invoices)),
    canceledOrders,
    canceledValue: toReais(Number(canceled?.value ?? 0)),
  };
  return { figures, summary };
}

async function byHourOf(db: DbOrTrx, shopId: number, range: InstantRange): Promise<DayReport['byHour']> {
  // The UTC hour of each ISO timestamp, read the same way by both databases; the shop's hour is worked out here,
  // so the zone's rules live in one place (Intl), not in two SQL dialects.
  const utcHour = sql<string>`substr(created_at, 1, 13)`;
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [utcHour.as('utc_hour'), eb.fn.countAll().as('orders'), eb.fn.sum<number | string>('total_cents').as('cents')])
    .where((eb) => eb.and([eb('location_id', '=', shopId), eb('status', '!=', 'canceled'), ...createdWithin(range)]))
    .groupBy(utcHour)
    .execute();
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, cents: 0 }));
  for (const row of rows) {
    const hour = hours[Number(hourOf.format(Date.parse(`${row.utc_hour}:00:00Z`)))];
    hour.orders += Number(row.orders);
    hour.cents += Number(row.cents);
  }
  return hours.map(({ hour, orders, cents }) => ({ hour, orders, revenue: toReais(cents) }));
}

async function topProductsOf(db: DbOrTrx, shopId: number, range: InstantRange): Promise<DayReport['topProducts']> {
  const quantity = sql<number | string>`sum(order_items.quantity)`;
  const total = sql<number | string>`sum(order_items.total_cents)`;
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.name as name',
      quantity.as('quantity'),
      total.as('total'),
    ])
    .where((eb) =>
      eb.and([
        eb('orders.location_id', '=', shopId),
        eb('orders.status', '!=', 'canceled'),
        ...(range.since === undefined ? [] : [eb('orders.created_at', '>=', range.since)]),
        ...(range.before === undefined ? [] : [eb('orders.created_at', '<', range.before)]),
      ]),
    )
    .groupBy('order_items.name')
    .orderBy(quantity, 'desc')
    .orderBy(total, 'desc')
    .orderBy('order_items.name')
    .limit(TOP_PRODUCTS)
    .execute();
  return rows.map((row) => ({ name: row.name, quantity: Number(row.quantity), total: toReais(Number(row.total)) }));
}

/** The calls from the table made in the range: how fast they were answered, and how many each table made. */
function callsOf(rows: readonly CallRow[]): DayReport['calls'] {
  const figures = callFiguresOf(rows.map((row) => ({ createdAt: row.created_at, claimedAt: row.claimed_at, doneAt: row.done_at })));
  return { ...figures, byTable: callsPerTableOf(rows.map((row) => row.location_name)) };
}

/** 'Resumo': a shop's figures for a range of its days, with the same days a week earlier beside them. */
export async function dayReportOf(db: DbOrTrx, shopId: number, days: { from: string; until: string }): Promise<DayReport> {
  const range = dayRangeOf(days.from, days.until);
  const lastWeek = dayRangeOf(addDays(days.from, -7), addDays(days.until, -7));
  const [{ figures, summary }, previous, byHour, topProducts, open, callRows] = await Promise.all([
    figuresOf(db, shopId, range),
    figuresOf(db, shopId, lastWeek),
    byHourOf(db, shopId, range),
    topProductsOf(db, shopId, range),
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('location_id', '=', shopId)
      .where('status', 'in', ['open', 'closing'])
      .executeTakeFirst(),
    callRowsOf(db, shopId, range),
  ]);
  return {
    ...days,
    figures,
    lastWeek: previous.figures,
    byPaymentMethod: summary.invoices.map((group) => ({ paymentMethod: group.paymentMethod, invoices: group.count, total: group.total })),
    byHour,
    topProducts,
    openInvoices: Number(open?.count ?? 0),
    calls: callsOf(callRows),
    byPerson: await peopleOf(db, shopId, range, callRows),
    tillClosings: await closingsWithin(db, shopId, range),
  };
}
