import {
  calendarPartsOf,
  dayLabel,
  formatTime,
  groupByDay,
  relativeTime,
  toDate,
} from '@/shared/lib/time';

const now = new Date(2026, 10, 20, 12, 0, 0); // Friday, 20 November 2026, local time
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it.each([0, 1, 59])("says 'agora' %p seconds later", (seconds) => {
    expect(relativeTime(secondsAgo(seconds), now)).toBe('agora');
  });

  it('switches to minutes at exactly 60 seconds', () => {
    expect(relativeTime(secondsAgo(60), now)).toBe('há 1 minuto');
  });

  it('uses the pt-BR wording of date-fns', () => {
    expect(relativeTime(secondsAgo(5 * 60), now)).toBe('há 5 minutos');
    expect(relativeTime(secondsAgo(2 * 86400), now)).toBe('há 2 dias');
  });

  it("treats a time slightly in the future (clock skew) as 'agora'", () => {
    expect(relativeTime(new Date(now.getTime() + 30_000), now)).toBe('agora');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(relativeTime(secondsAgo(300).toISOString(), now.getTime())).toBe('há 5 minutos');
  });
});

describe('formatTime', () => {
  it('formats as HH:mm with leading zeros', () => {
    expect(formatTime(new Date(2026, 0, 2, 7, 5))).toBe('07:05');
    expect(formatTime(new Date(2026, 0, 2, 23, 59))).toBe('23:59');
  });
});

describe('day labels', () => {
  it('names the day in pt-BR', () => {
    expect(dayLabel(now, now)).toBe('sexta-feira, 20 de novembro');
    expect(dayLabel(new Date(2026, 0, 1), now)).toBe('quinta-feira, 1 de janeiro');
  });

  it('adds the year only for another year', () => {
    expect(dayLabel(new Date(2025, 11, 31), now)).toBe('quarta-feira, 31 de dezembro de 2025');
  });

  it('gives the calendar header pieces', () => {
    expect(calendarPartsOf(now)).toEqual({ day: '20', month: 'nov', weekday: 'sexta' });
    expect(calendarPartsOf(new Date(2026, 1, 3))).toEqual({ day: '3', month: 'fev', weekday: 'terça' });
  });
});

describe('groupByDay', () => {
  interface Row {
    id: number;
    at: Date | string;
  }
  const rows: Row[] = [
    { id: 1, at: new Date(2026, 10, 20, 11, 59) },
    { id: 2, at: new Date(2026, 10, 20, 0, 0, 0) }, // first instant of today
    { id: 3, at: new Date(2026, 10, 19, 23, 59, 59) }, // last instant of yesterday
    { id: 4, at: new Date(2026, 10, 19, 8, 0) },
    { id: 5, at: new Date(2026, 10, 17, 8, 0).toISOString() },
  ];

  it('splits at local midnight and keeps the items in their given order', () => {
    const groups = groupByDay(rows, (row) => row.at, now);
    expect(groups.map((group) => group.items.map((row) => row.id))).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keys each group by the start of its day', () => {
    const groups = groupByDay(rows, (row) => row.at, now);
    expect(groups.map((group) => group.key)).toEqual([
      new Date(2026, 10, 20).getTime(),
      new Date(2026, 10, 19).getTime(),
      new Date(2026, 10, 17).getTime(),
    ]);
    expect(groups[1].day).toEqual(new Date(2026, 10, 19));
  });

  it('marks only today, and labels the other days', () => {
    const groups = groupByDay(rows, (row) => row.at, now);
    expect(groups.map((group) => group.isToday)).toEqual([true, false, false]);
    expect(groups[1].label).toBe('quinta-feira, 19 de novembro');
    expect(groups[2].label).toBe('terça-feira, 17 de novembro');
  });

  it('puts the newest day first even when the input is oldest first', () => {
    const groups = groupByDay([...rows].reverse(), (row) => row.at, now);
    expect(groups.map((group) => group.key)).toEqual([...groups.map((group) => group.key)].sort((a, b) => b - a));
    expect(groups[0].items.map((row) => row.id)).toEqual([2, 1]);
  });

  it('gives no groups for no items', () => {
    expect(groupByDay([], () => now, now)).toEqual([]);
  });

  it('parses ISO strings as dates', () => {
    expect(toDate('2026-11-20T10:00:00.000Z').getTime()).toBe(Date.UTC(2026, 10, 20, 10));
  });
});
