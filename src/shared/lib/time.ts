import { differenceInSeconds, format, formatDistance, isSameYear, parseISO, startOfDay } from 'date-fns';
import { ptBR } from 'date-fns/locale';

export type DateInput = Date | number | string;

/** The API sends ISO strings; the store may hold them as such, so every helper accepts all three forms. */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/** 'agora' under a minute (also for clock skew into the future), otherwise date-fns' pt-BR wording. */
export function relativeTime(value: DateInput, now: DateInput): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (differenceInSeconds(reference, date) < 60) return 'agora';
  return formatDistance(date, reference, { addSuffix: true, locale: ptBR });
}

export function formatTime(value: DateInput): string {
  return format(toDate(value), 'HH:mm');
}

/** 'sexta-feira, 20 de novembro'; the year is added only when it is not the current one. */
export function dayLabel(day: DateInput, now: DateInput): string {
  const date = toDate(day);
  const pattern = isSameYear(date, toDate(now)) ? "EEEE, d 'de' MMMM" : "EEEE, d 'de' MMMM 'de' yyyy";
  return format(date, pattern, { locale: ptBR });
}

export interface CalendarParts {
  day: string;
  month: string;
  weekday: string;
}

/** The pieces of the invoices' calendar-style header: '20', 'nov', 'sexta'. */
export function calendarPartsOf(value: DateInput): CalendarParts {
  const date = toDate(value);
  return {
    day: format(date, 'd'),
    month: format(date, 'MMM', { locale: ptBR }),
    weekday: format(date, 'EEE', { locale: ptBR }),
  };
}

export interface DayGroup<T> {
  /** startOfDay timestamp: a stable React key and the grouping boundary. */
  key: number;
  day: Date;
  isToday: boolean;
  label: string;
  items: T[];
}

/**
 * Groups a list by local calendar day, newest day first (oldest first when asked); items keep their given order inside a day, so
 * pages can rely on the server's sort. Lists show no header for today (their times are relative there).
 */
export function groupByDay<T>(
  items: readonly T[],
  dateOf: (item: T) => DateInput,
  now: DateInput,
  oldestFirst = false,
): DayGroup<T>[] {
  const today = startOfDay(toDate(now)).getTime();
  const groups = new Map<number, DayGroup<T>>();
  for (const item of items) {
    const day = startOfDay(toDate(dateOf(item)));
    const key = day.getTime();
    let group = groups.get(key);
    if (!group) {
      group = { key, day, isToday: key === today, label: dayLabel(day, now), items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) => (oldestFirst ? a.key - b.key : b.key - a.key));
}
