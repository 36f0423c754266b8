import { answerSecondsOf, callFiguresOf, callsPerTableOf, medianOf, percentileOf } from '@server/domain/call-stats';

describe('time to answer a call', () => {
  it('runs from the call to the claim, or to the close when nobody claimed it', () => {
    expect(answerSecondsOf({ createdAt: '2025-06-10T15:00:00Z', claimedAt: '2025-06-10T15:01:10Z', doneAt: '2025-06-10T15:09:00Z' })).toBe(70);
    expect(answerSecondsOf({ createdAt: '2025-06-10T15:00:00Z', claimedAt: null, doneAt: '2025-06-10T15:00:45Z' })).toBe(45);
    expect(answerSecondsOf({ createdAt: '2025-06-10T15:00:00Z', claimedAt: null, doneAt: null })).toBeNull();
    // Two instances' clocks a little apart never make it negative.
    expect(answerSecondsOf({ createdAt: '2025-06-10T15:00:02Z', claimedAt: '2025-06-10T15:00:00Z', doneAt: null })).toBe(0);
  });

  it('takes the middle value as the median, or the mean of the two middle ones', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([40])).toBe(40);
    expect(medianOf([300, 10, 60])).toBe(60);
    expect(medianOf([10, 61, 60, 300])).toBe(61);
  });

  it('takes percentiles by nearest rank, always a time some table waited', () => {
    const tenCalls = [10, 20, 30, 40, 50, 60, 70, 80, 90, 1000];
    expect(percentileOf(tenCalls, 90)).toBe(90);
    expect(percentileOf([...tenCalls, 2000], 90)).toBe(1000);
    expect(percentileOf([5], 90)).toBe(5);
    expect(percentileOf([], 90)).toBeNull();
  });

  it('sums up a day: answered and unanswered calls', () => {
    const day = [
      { createdAt: '2025-06-10T15:00:00Z', claimedAt: '2025-06-10T15:00:30Z', doneAt: null },
      { createdAt: '2025-06-10T16:00:00Z', claimedAt: '2025-06-10T16:02:00Z', doneAt: null },
      { createdAt: '2025-06-10T17:00:00Z', claimedAt: null, doneAt: null },
    ];
    expect(callFiguresOf(day)).toEqual({ total: 3, unanswered: 1, medianAnswerSeconds: 75, p90AnswerSeconds: 120 });
  });

  it('counts calls per table, the busiest first, then by name with numbers in order', () => {
    expect(callsPerTableOf(['Mesa 10', 'Mesa 2', 'Mesa 10', 'Balcão', 'Mesa 2', 'Mesa 1'])).toEqual([
      { location: 'Mesa 2', calls: 2 },
      { location: 'Mesa 10', calls: 2 },
      { location: 'Balcão', calls: 1 },
      { location: 'Mesa 1', calls: 1 },
    ]);
  });
});
