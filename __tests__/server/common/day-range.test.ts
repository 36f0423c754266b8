import { dayRangeOf } from '@server/repositories/common/day-range';

describe('dayRangeOf', () => {
  it('turns shop days (São Paulo, UTC-3) into UTC instants, until inclusive', () => {
    expect(dayRangeOf('2024-05-01', '2024-05-03')).toEqual({
      since: '2024-05-01T03:00:00.000Z',
      before: '2024-05-04T03:00:00.000Z',
    });
  });

  it('crosses month and year ends', () => {
    expect(dayRangeOf(undefined, '2024-12-31')).toEqual({ before: '2025-01-01T03:00:00.000Z' });
    expect(dayRangeOf('2024-02-29', undefined)).toEqual({ since: '2024-02-29T03:00:00.000Z' });
  });

  it('follows the zone it is given, daylight saving included', () => {
    expect(dayRangeOf('2024-07-01', '2024-07-01', ['from', 'until'], 'Europe/Lisbon')).toEqual({
      since: '2024-06-30T23:00:00.000Z',
      before: '2024-07-01T23:00:00.000Z',
    });
    // São Paulo still had summer time in January 2019 (UTC-2).
    expect(dayRangeOf('2019-01-10', undefined).since).toBe('2019-01-10T02:00:00.000Z');
  });

  it('leaves an open range open', () => {
    expect(dayRangeOf(undefined, undefined)).toEqual({});
  });

  it.each([['2024-02-30'], ['2023-02-29'], ['2024-13-01'], ['2024-00-10'], ['24-05-01'], ['hoje']])(
    'refuses the impossible day %s with 400',
    (day) => {
      expect(() => dayRangeOf(day, undefined)).toThrow(expect.objectContaining({ kind: 'invalid', error: 'bad_request' }));
      expect(() => dayRangeOf(undefined, day)).toThrow(expect.objectContaining({ kind: 'invalid', error: 'bad_request' }));
    },
  );

  it('refuses a start after the end, naming the parameters', () => {
    expect(() => dayRangeOf('2024-05-02', '2024-05-01', ['startDate', 'endDate'])).toThrow(
      expect.objectContaining({ kind: 'invalid', message: expect.stringContaining('startDate') }),
    );
  });
});
