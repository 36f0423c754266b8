import { format, isValid, parseISO } from 'date-fns';
import { messages } from '../forms/messages';

/** Filter dates travel as YYYY-MM-DD (spec sections 5 and 9). */
export const FILTER_DATE_FORMAT = 'yyyy-MM-dd';
export const FILTER_DATE_LENGTH = 10;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today as a filter date, on the device's clock: the same day the lists group by. */
export function todayOf(now: Date | number = Date.now()): string {
  return format(now, FILTER_DATE_FORMAT);
}

/** Rejects shapes like 2024-02-30 that a plain pattern accepts. */
export function isFilterDate(text: string): boolean {
  if (text.length > FILTER_DATE_LENGTH || !DAY_PATTERN.test(text)) return false;
  const date = parseISO(text);
  return isValid(date) && format(date, FILTER_DATE_FORMAT) === text;
}

/** Empty fields mean "no limit": the call then leaves the parameter out. */
export function toFilterDate(text: string | null | undefined): string | undefined {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
}

// Same-length YYYY-MM-DD strings order like the days they name, so plain comparison is enough below.

/** The start may not be after today nor after a valid end. */
export function startDateErrorOf(start: string, end: string, today: string): string | undefined {
  if (!start) return undefined;
  if (!isFilterDate(start)) return messages.date;
  if (start > today) return messages.maxDate(today);
  if (end && isFilterDate(end) && start > end) return messages.maxDate(end);
  return undefined;
}

/** The end may not be before a valid start nor after today. */
export function endDateErrorOf(start: string, end: string, today: string): string | undefined {
  if (!end) return undefined;
  if (!isFilterDate(end)) return messages.date;
  if (start && isFilterDate(start) && end < start) return messages.minDate(start);
  if (end > today) return messages.maxDate(today);
  return undefined;
}

type FilterValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

const sameList = (a: ReadonlyArray<string | number>, b: ReadonlyArray<string | number>) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * Filter forms are flat: dates, flags and lists of choices. Lists compare as sets (ticking A then B equals
 * B then A) and an empty date equals an absent one, so Limpar and Confirmar react only to real changes.
 */
export function sameFilterValues<V extends object>(a: V, b: V): boolean {
  const left = a as Record<string, FilterValue>;
  const right = b as Record<string, FilterValue>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    const x = left[key];
    const y = right[key];
    if (Array.isArray(x) || Array.isArray(y)) {
      if (!sameList((x ?? []) as ReadonlyArray<string | number>, (y ?? []) as ReadonlyArray<string | number>)) return false;
    } else if ((x ?? '') !== (y ?? '')) {
      return false;
    }
  }
  return true;
}
