import { messages } from '@/shared/forms/messages';
import { isFilterDate } from './rules';

/**
 * The filter forms' date checks, apart from the filter rules the lists use: the lists' first load carries no form
 * messages.
 */

// Same-length YYYY-MM-DD strings order like the days they name, so plain comparison is enough below.

/** The start may not be after today nor after a valid end. */
export function startDateErrorOf(start: string, end: string, today: string): string | undefined {
  if (!start) return undefined;
  if (!isFilterDate(start)) return messages.date;
  if (start > today) return messages.maxDate(today);
  if (end && isFilterDate(end) && start > end) return messages.maxDate(end);
  return undefined;
}

/** The end may not be before a valid start nor after today. */
export function endDateErrorOf(start: string, end: string, today: string): string | undefined {
  if (!end) return undefined;
  if (!isFilterDate(end)) return messages.date;
  if (start && isFilterDate(start) && end < start) return messages.minDate(start);
  if (end > today) return messages.maxDate(today);
  return undefined;
}
