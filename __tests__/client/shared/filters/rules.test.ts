import { endDateErrorOf, startDateErrorOf } from '@/shared/filters/dateErrors';
import { filterChipsOf, periodChipLabels, isFilterDate, sameFilterValues, todayOf, toFilterDate } from '@/shared/filters/rules';
import { dateRangeSchema } from '@/shared/filters/schema';
import { object } from 'yup';

const today = '2025-11-20';

describe('isFilterDate', () => {
  it.each([
    ['2025-11-20', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-11-31', false],
    ['20/11/2025', false],
    ['2025-11-200', false],
    ['2025-1-2', false],
    ['', false],
  ])('%s: %s', (text, expected) => {
    expect(isFilterDate(text)).toBe(expected);
  });
});

describe('startDateErrorOf', () => {
  it.each([
    ['empty', '', '', undefined],
    ['today', '2025-11-20', '', undefined],
    ['before the end', '2025-11-01', '2025-11-10', undefined],
    ['same day as the end', '2025-11-10', '2025-11-10', undefined],
    ['after today', '2025-11-21', '', 'Não deve ser maior que 20/11/2025'],
    ['after the end', '2025-11-15', '2025-11-10', 'Não deve ser maior que 10/11/2025'],
    ['after the end, with an invalid end', '2025-11-15', '2025-11-99', undefined],
    ['not a date', '2025-02-30', '', 'Não é uma data válida'],
    ['too long', '2025-11-100', '', 'Não é uma data válida'],
  ])('%s', (_name, start, end, expected) => {
    expect(startDateErrorOf(start, end, today)).toBe(expected);
  });
});

describe('endDateErrorOf', () => {
  it.each([
    ['empty', '', '', undefined],
    ['today', '', '2025-11-20', undefined],
    ['after the start', '2025-11-01', '2025-11-10', undefined],
    ['before the start', '2025-11-10', '2025-11-05', 'Não deve ser menor que 10/11/2025'],
    ['after today', '', '2025-11-21', 'Não deve ser maior que 20/11/2025'],
    ['before an invalid start', 'x', '2025-11-05', undefined],
    ['not a date', '', 'amanhã', 'Não é uma data válida'],
  ])('%s', (_name, start, end, expected) => {
    expect(endDateErrorOf(start, end, today)).toBe(expected);
  });
});

describe('toFilterDate / todayOf', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['2025-11-20', '2025-11-20'],
  ])('%j → %j', (text, expected) => {
    expect(toFilterDate(text)).toBe(expected);
  });

  it('formats the local day', () => {
    expect(todayOf(new Date(2025, 10, 20, 23, 59))).toBe('2025-11-20');
  });
});

describe('sameFilterValues', () => {
  it.each([
    ['identical', { from: '', status: ['a'] }, { from: '', status: ['a'] }, true],
    ['lists in another order', { status: ['a', 'b'] }, { status: ['b', 'a'] }, true],
    ['empty date and no date', { from: '', status: [] }, { status: [] }, true],
    ['undefined date and empty date', { from: undefined }, { from: '' }, true],
    ['a missing list and an empty one', {}, { status: [] }, true],
    ['another date', { from: '2025-11-01' }, { from: '' }, false],
    ['one more choice', { status: ['a'] }, { status: ['a', 'b'] }, false],
    ['other choices', { status: [1] }, { status: [2] }, false],
  ])('%s: %s', (_name, a, b, expected) => {
    expect(sameFilterValues(a as object, b as object)).toBe(expected);
  });
});

describe('dateRangeSchema', () => {
  const schema = object(dateRangeSchema('from', 'until', today));
  const errorsOf = async (values: { from: string; until: string }) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it.each([
    [{ from: '', until: '' }, []],
    [{ from: '2025-11-01', until: '2025-11-20' }, []],
    [{ from: '2025-11-10', until: '2025-11-05' }, ['Não deve ser maior que 05/11/2025', 'Não deve ser menor que 10/11/2025']],
    [{ from: '2025-12-01', until: '' }, ['Não deve ser maior que 20/11/2025']],
    [{ from: '', until: '2025-11-31' }, ['Não é uma data válida']],
  ])('%j → %j', async (values, expected) => {
    expect(await errorsOf(values)).toEqual(expected);
  });
});

describe('active filters as chips (filterChipsOf)', () => {
  const defaults: { from?: string; status: string[] } = { status: ['a', 'b'] };

  it('shows nothing while a list holds its default choices, in any order', () => {
    expect(filterChipsOf({ status: ['b', 'a'] }, defaults, { status: (value) => value })).toEqual([]);
  });

  it('shows one chip per chosen value and per date, each taking only itself away', () => {
    const chips = filterChipsOf({ from: '2026-11-02', status: ['c', 'a'] }, defaults, {
      from: periodChipLabels.from,
      status: (value) => value.toUpperCase(),
    });
    expect(chips.map(({ key, label }) => [key, label])).toEqual([
      ['from', 'De 02/11/2026'],
      ['status:c', 'C'],
      ['status:a', 'A'],
    ]);
    expect(chips[0].without).toEqual({ from: undefined, status: ['c', 'a'] });
    expect(chips[1].without).toEqual({ from: '2026-11-02', status: ['a'] });
  });

  it("puts the list's default back when its last chip goes", () => {
    const [chip] = filterChipsOf({ status: ['c'] }, defaults, { status: (value) => value });
    expect(chip.without.status).toEqual(['a', 'b']);
  });
});
