import { string } from 'yup';
import '@/shared/forms/locale';
import { endDateErrorOf, startDateErrorOf } from './dateErrors';

/**
 * The two date fields of a filter form, keyed by the caller's names, for `object({ ...dateRangeSchema(…) })`.
 * `today` is passed in so a form opened before midnight keeps one notion of today, and tests can fix it.
 */
export function dateRangeSchema<S extends string, E extends string>(
  startName: S,
  endName: E,
  today: string,
) {
  const read = (parent: Record<string, unknown>, name: string) => String(parent[name] ?? '');
  const start = string()
    .default('')
    .defined()
    .test('start-date', (value, context) => {
      const error = startDateErrorOf(value ?? '', read(context.parent, endName), today);
      return error ? context.createError({ message: error }) : true;
    });
  const end = string()
    .default('')
    .defined()
    .test('end-date', (value, context) => {
      const error = endDateErrorOf(read(context.parent, startName), value ?? '', today);
      return error ? context.createError({ message: error }) : true;
    });
  return { [startName]: start, [endName]: end } as Record<S | E, typeof start>;
}
