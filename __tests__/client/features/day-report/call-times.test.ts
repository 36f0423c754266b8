import { answerTimeLabel, medianAnswerText } from '@/features/day-report/rules';

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

describe("Resumo 'Por pessoa': a person's median time to answer", () => {
  it.each<[number | null, string]>([
    [75, 'mediana 1 min 15 s'],
    [120, 'mediana 2 min'],
    [45, 'mediana 45 s'],
    [3900, 'mediana 1 h 5 min'],
    [null, '—'],
  ])('%p seconds read %s', (seconds, text) => {
    expect(medianAnswerText(seconds)).toBe(text);
  });
});
