import { useNow } from '@/shared/lib/useNow';
import { relativeTime, toDate, type DateInput } from '@/shared/lib/time';

interface Props {
  date: DateInput;
  /** How often the text is recomputed; the default keeps 'agora' from lingering past a minute by much. */
  intervalMs?: number;
}

export function RelativeTime({ date, intervalMs = 15_000 }: Props) {
  const now = useNow(intervalMs);
  const value = toDate(date);
  return <time dateTime={value.toISOString()}>{relativeTime(value, now)}</time>;
}
