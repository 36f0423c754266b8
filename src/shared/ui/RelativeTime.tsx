import { useNow } from '@/shared/lib/useNow';
import { relativeTime, toDate, type DateInput } from '@/shared/lib/time';

/** How often relative times are recomputed: keeps 'agora' from lingering past a minute by much. */
export const RELATIVE_TIME_TICK_MS = 15_000;

interface Props {
  date: DateInput;
  /** How often the text is recomputed. */
  intervalMs?: number;
}

export function RelativeTime({ date, intervalMs = RELATIVE_TIME_TICK_MS }: Props) {
  const now = useNow(intervalMs);
  const value = toDate(date);
  return <time dateTime={value.toISOString()}>{relativeTime(value, now)}</time>;
}
