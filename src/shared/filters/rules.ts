import { format, isValid, parseISO } from 'date-fns';

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

export interface FilterChip<F> {
  key: string;
  label: string;
  /** The filters once this chip is dismissed. */
  without: F;
}

type ChipLabels<F> = { [K in keyof F]?: (value: string) => string };

/** '2026-11-25' → '25/11/2026' (the date the fields show). */
const dayLabelOf = (day: string) => day.split('-').reverse().join('/');

/** Chip labels for the period filters every list shares. */
export const periodChipLabels = {
  from: (day: string) => `De ${dayLabelOf(day)}`,
  until: (day: string) => `Até ${dayLabelOf(day)}`,
};

/**
 * The filters that narrow a list beyond its default, one chip per chosen value of a list of choices that differs
 * from the default and one per date. Dismissing a list's last chip puts back that list's default.
 */
export function filterChipsOf<F extends object>(filters: F, defaults: F, labels: ChipLabels<F>): Array<FilterChip<F>> {
  const chips: Array<FilterChip<F>> = [];
  const current = filters as Record<string, FilterValue>;
  const initial = defaults as Record<string, FilterValue>;
  for (const [field, labelOf] of Object.entries(labels) as Array<[string, (value: string) => string]>) {
    const value = current[field];
    const fallback = initial[field];
    if (Array.isArray(value)) {
      const list = value as ReadonlyArray<string | number>;
      if (sameList(list, (fallback ?? []) as ReadonlyArray<string | number>)) continue;
      for (const chosen of list) {
        const rest = list.filter((other) => other !== chosen);
        chips.push({
          key: `${field}:${chosen}`,
          label: labelOf(String(chosen)),
          without: { ...filters, [field]: rest.length > 0 ? rest : fallback },
        });
      }
    } else if (typeof value === 'string' && value !== '' && value !== fallback) {
      chips.push({ key: field, label: labelOf(value), without: { ...filters, [field]: fallback } });
    }
  }
  return chips;
}
