import { changeText, changeTone, choiceOfDays, csvFileName, daysLabel, daysOfChoice, lastWeekOf } from '@/features/day-report/rules';
import { hourlySummary } from '@/features/day-report/components/HourlyChart';

// Wednesday 26 November 2026, 10:00 on the device's clock.
const now = new Date(2026, 10, 26, 10, 0).getTime();

jest.mock('uplot', () => jest.fn());

describe('Resumo rules', () => {
  it('turns Hoje, Ontem and 7 dias into days on the device clock, and back', () => {
    expect(daysOfChoice('today', now)).toEqual({ from: '2026-11-26', until: '2026-11-26' });
    expect(daysOfChoice('yesterday', now)).toEqual({ from: '2026-11-25', until: '2026-11-25' });
    expect(daysOfChoice('week', now)).toEqual({ from: '2026-11-20', until: '2026-11-26' });
    expect(choiceOfDays({ from: '2026-11-20', until: '2026-11-26' }, now)).toBe('week');
    expect(choiceOfDays({ from: '2026-11-01', until: '2026-11-01' }, now)).toBeNull();
  });

  it('names a day by its weekday and a range by its ends, and what they are compared with', () => {
    expect(daysLabel({ from: '2026-11-26', until: '2026-11-26' })).toBe('Quinta-feira, 26/11');
    expect(daysLabel({ from: '2026-11-20', until: '2026-11-26' })).toBe('20/11 a 26/11');
    expect(lastWeekOf({ from: '2026-11-26', until: '2026-11-26' })).toEqual({ name: 'quinta-feira passada', feminine: true });
    expect(lastWeekOf({ from: '2026-11-20', until: '2026-11-26' })).toEqual({ name: 'semana anterior', feminine: true });
  });

  it('says how a figure compares with a week earlier, in whole percent', () => {
    const against = lastWeekOf({ from: '2026-11-26', until: '2026-11-26' });
    expect(changeText(112, 100, against)).toBe('+12% vs. quinta-feira passada');
    expect(changeText(95, 100, against)).toBe('−5% vs. quinta-feira passada');
    expect(changeText(100.2, 100, against)).toBe('igual à quinta-feira passada');
  });

  // Sunday 22 to Saturday 28 November 2026: each weekday with its own gender and article.
  it.each([
    ['2026-11-22', 'no domingo passado', 'igual ao domingo passado', 'vs. domingo passado'],
    ['2026-11-23', 'na segunda-feira passada', 'igual à segunda-feira passada', 'vs. segunda-feira passada'],
    ['2026-11-24', 'na terça-feira passada', 'igual à terça-feira passada', 'vs. terça-feira passada'],
    ['2026-11-25', 'na quarta-feira passada', 'igual à quarta-feira passada', 'vs. quarta-feira passada'],
    ['2026-11-26', 'na quinta-feira passada', 'igual à quinta-feira passada', 'vs. quinta-feira passada'],
    ['2026-11-27', 'na sexta-feira passada', 'igual à sexta-feira passada', 'vs. sexta-feira passada'],
    ['2026-11-28', 'no sábado passado', 'igual ao sábado passado', 'vs. sábado passado'],
  ])('compares %s with the same weekday: %s', (day, nothing, same, versus) => {
    const against = lastWeekOf({ from: day, until: day });
    expect(changeText(10, 0, against)).toBe(`sem movimento ${nothing}`);
    expect(changeText(0, 0, against)).toBe(same);
    expect(changeText(100, 100, against)).toBe(same);
    expect(changeText(150, 100, against)).toBe(`+50% ${versus}`);
  });

  it('compares a range with the seven days before it', () => {
    const against = lastWeekOf({ from: '2026-11-20', until: '2026-11-26' });
    expect(changeText(10, 0, against)).toBe('sem movimento na semana anterior');
    expect(changeText(0, 0, against)).toBe('igual à semana anterior');
    expect(changeText(80, 100, against)).toBe('−20% vs. semana anterior');
  });

  it('colours more cancellations as bad news, and nothing to compare as neither', () => {
    expect(changeTone(12, 10, true)).toBe('up');
    expect(changeTone(12, 10, false)).toBe('down');
    expect(changeTone(8, 10, false)).toBe('up');
    expect(changeTone(8, 0, true)).toBe('same');
  });

  it('names the CSV as the server does', () => {
    expect(csvFileName({ from: '2026-11-26', until: '2026-11-26' })).toBe('resumo-2026-11-26.csv');
    expect(csvFileName({ from: '2026-11-20', until: '2026-11-26' })).toBe('resumo-2026-11-20-a-2026-11-26.csv');
    expect(csvFileName({ from: '2026-11-26', until: '2026-11-26' }, 'tills')).toBe('caixa-2026-11-26.csv');
    expect(csvFileName({ from: '2026-11-20', until: '2026-11-26' }, 'tills')).toBe('caixa-2026-11-20-a-2026-11-26.csv');
  });

  it("describes the chart's peak in words", () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 20 ? 14 : hour === 12 ? 3 : 0, revenue: 0 }));
    expect(hourlySummary(byHour)).toBe('Pedidos por hora: o pico foi às 20h, com 14 pedidos.');
    expect(hourlySummary(byHour.map((entry) => ({ ...entry, orders: 0 })))).toBe('Pedidos por hora: nenhum pedido.');
  });
});
