import { answerTimeLabel } from '@/features/day-report/rules';

describe("Resumo's time to answer a call", () => {
  it('reads in seconds under a minute, minutes and seconds under an hour, hours and minutes past it', () => {
    expect(answerTimeLabel(45)).toBe('45 s');
    expect(answerTimeLabel(0)).toBe('0 s');
    expect(answerTimeLabel(120)).toBe('2 min');
    expect(answerTimeLabel(75)).toBe('1 min 15 s');
    expect(answerTimeLabel(3600)).toBe('1 h');
    expect(answerTimeLabel(3900)).toBe('1 h 5 min');
  });

  it('shows a dash when no call was answered, never a time of zero', () => {
    expect(answerTimeLabel(null)).toBe('—');
  });
});
