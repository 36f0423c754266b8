import { changeText, changeTone, choiceOfDays, csvFileName, daysLabel, daysOfChoice, lastWeekLabel } from '@/features/day-report/rules';
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
    expect(lastWeekLabel({ from: '2026-11-26', until: '2026-11-26' })).toBe('quinta-feira passada');
    expect(lastWeekLabel({ from: '2026-11-20', until: '2026-11-26' })).toBe('semana anterior');
  });

  it('says how a figure compares with a week earlier, in whole percent', () => {
    const against = 'quinta-feira passada';
    expect(changeText(112, 100, against)).toBe('+12% vs. quinta-feira passada');
    expect(changeText(95, 100, against)).toBe('−5% vs. quinta-feira passada');
    expect(changeText(100.2, 100, against)).toBe('igual a quinta-feira passada');
    expect(changeText(10, 0, against)).toBe('sem movimento em quinta-feira passada');
    expect(changeText(0, 0, against)).toBe('igual a quinta-feira passada');
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
  });

  it("describes the chart's peak in words", () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 20 ? 14 : hour === 12 ? 3 : 0, revenue: 0 }));
    expect(hourlySummary(byHour)).toBe('Pedidos por hora: o pico foi às 20h, com 14 pedidos.');
    expect(hourlySummary(byHour.map((entry) => ({ ...entry, orders: 0 })))).toBe('Pedidos por hora: nenhum pedido.');
  });
});
