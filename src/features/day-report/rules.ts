import { addDays, format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { FILTER_DATE_FORMAT, todayOf } from '@/shared/filters/rules';
import type { CsvKind, ReportDays } from './api';

export type RangeChoice = 'today' | 'yesterday' | 'week';

export const RANGE_CHOICES: { value: RangeChoice; label: string }[] = [
  { value: 'today', label: 'Hoje' },
  { value: 'yesterday', label: 'Ontem' },
  { value: 'week', label: '7 dias' },
];

const shifted = (day: string, days: number) => format(addDays(parseISO(day), days), FILTER_DATE_FORMAT);

/** The days a quick choice names, on the device's clock: 'Hoje', 'Ontem', or the seven days ending today. */
export function daysOfChoice(choice: RangeChoice, now: number): ReportDays {
  const today = todayOf(now);
  if (choice === 'yesterday') return { from: shifted(today, -1), until: shifted(today, -1) };
  if (choice === 'week') return { from: shifted(today, -6), until: today };
  return { from: today, until: today };
}

/** Which quick choice the days are, if any: a day picked on the calendar is none of them. */
export function choiceOfDays(days: ReportDays, now: number): RangeChoice | null {
  return RANGE_CHOICES.find(({ value }) => {
    const named = daysOfChoice(value, now);
    return named.from === days.from && named.until === days.until;
  })?.value ?? null;
}

/** 'Terça-feira, 25/11' for a day; '19/11 a 25/11' for a range. */
export function daysLabel(days: ReportDays): string {
  const short = (day: string) => format(parseISO(day), 'dd/MM');
  if (days.from !== days.until) return `${short(days.from)} a ${short(days.until)}`;
  const weekday = format(parseISO(days.from), 'EEEE', { locale: ptBR });
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${short(days.from)}`;
}

/** What the comparison is with, and whether Portuguese takes it as feminine ('na segunda-feira', 'no sábado'). */
export type LastWeek = { name: string; feminine: boolean };

/** The same weekday a week earlier ('sábado passado', 'terça-feira passada'), or the seven days before a range. */
export function lastWeekOf(days: ReportDays): LastWeek {
  if (days.from !== days.until) return { name: 'semana anterior', feminine: true };
  const weekday = format(parseISO(days.from), 'EEEE', { locale: ptBR });
  // Only 'domingo' and 'sábado' are masculine; the '-feira' days are feminine.
  const feminine = weekday.endsWith('-feira');
  return { name: `${weekday} ${feminine ? 'passada' : 'passado'}`, feminine };
}

/** '+12% vs. terça-feira passada', or what stands in for a percentage: 'igual ao sábado passado', 'sem movimento na semana anterior'. */
export function changeText(current: number, previous: number, against: LastWeek): string {
  const same = `igual ${against.feminine ? 'à' : 'ao'} ${against.name}`;
  if (previous === 0) return current === 0 ? same : `sem movimento ${against.feminine ? 'na' : 'no'} ${against.name}`;
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return same;
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% vs. ${against.name}`;
}

/** Whether a change is good news: more revenue and orders are, more cancellations are not; nothing to compare is neither. */
export function changeTone(current: number, previous: number, higherIsBetter: boolean): 'up' | 'down' | 'same' {
  if (current === previous || previous === 0) return 'same';
  return current > previous === higherIsBetter ? 'up' : 'down';
}

/** '1 pedido', '12 pedidos'. */
export const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The downloaded file's name, as the server names it: 'resumo-…' for the orders, 'caixa-…' for the till closings. */
export function csvFileName(days: ReportDays, kind: CsvKind = 'orders'): string {
  const name = kind === 'orders' ? 'resumo' : 'caixa';
  return days.from === days.until ? `${name}-${days.from}.csv` : `${name}-${days.from}-a-${days.until}.csv`;
}

/** A time to answer a call: '45 s', '2 min', '1 min 15 s', '1 h 5 min'; '—' when no call was answered. */
export function answerTimeLabel(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60) {
    const rest = minutes % 60;
    return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
  }
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** Under a person's calls answered: 'mediana 1 min 15 s', or '—' when they answered none. */
export const medianAnswerText = (seconds: number | null): string => (seconds === null ? '—' : `mediana ${answerTimeLabel(seconds)}`);
