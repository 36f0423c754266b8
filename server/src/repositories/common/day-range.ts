import { sql, type Expression, type SqlBool } from 'kysely';
import { invalid } from '@server/domain/errors';

/** Shops are Brazilian: the days in list filters are days on their clocks, not UTC days. */
export const SHOP_TIME_ZONE = 'America/Sao_Paulo';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDay(value: string, name: string): { year: number; month: number; day: number } {
  const match = DAY.exec(value);
  const [year, month, day] = match ? match.slice(1).map(Number) : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw invalid(`querystring ${name} não é uma data válida (use AAAA-MM-DD).`);
  }
  return { year, month, day };
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant a calendar day starts in a time zone (offset read again at the result, for DST edges). */
function dayStartUtc(year: number, month: number, day: number, timeZone: string): number {
  const wallMidnight = Date.UTC(year, month - 1, day);
  const guess = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  return wallMidnight - zoneOffsetMs(guess, timeZone);
}

export interface InstantRange {
  /** Inclusive lower bound, ISO-8601 UTC. */
  since?: string;
  /** Exclusive upper bound: the start of the day after `until`. */
  before?: string;
}

/** Conditions keeping the rows created within a range (every listed table has created_at). */
export function createdWithin(range: InstantRange): Expression<SqlBool>[] {
  const createdAt = sql.ref<string>('created_at');
  const conditions: Expression<SqlBool>[] = [];
  if (range.since !== undefined) conditions.push(sql<SqlBool>`${createdAt} >= ${range.since}`);
  if (range.before !== undefined) conditions.push(sql<SqlBool>`${createdAt} < ${range.before}`);
  return conditions;
}

/** Turns the from/until days of a filter into comparable ISO instants; 400 for impossible days or a reversed range. */
export function dayRangeOf(
  from: string | undefined,
  until: string | undefined,
  names: [string, string] = ['from', 'until'],
  timeZone = SHOP_TIME_ZONE,
): InstantRange {
  const range: InstantRange = {};
  if (from !== undefined) {
    const { year, month, day } = calendarDay(from, names[0]);
    range.since = new Date(dayStartUtc(year, month, day, timeZone)).toISOString();
  }
  if (until !== undefined) {
    const { year, month, day } = calendarDay(until, names[1]);
    range.before = new Date(dayStartUtc(year, month, day + 1, timeZone)).toISOString();
  }
  if (from !== undefined && until !== undefined && from > until) {
    throw invalid(`querystring ${names[0]} não pode ser depois de ${names[1]}.`);
  }
  return range;
}
