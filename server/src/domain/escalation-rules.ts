/**
 * The rules of escalation (an order or a table's call nobody answers) as pure functions: when it is due under the
 * shop's minutes, and how long it had waited.
 */
import { ORDER_ESCALATION_MINUTES } from '@contract/limits';

const MINUTE_MS = 60_000;

/**
 * Whether an order waiting since `waitingSince` (milliseconds) has waited too long at `now` under its shop's
 * 'Avisar todos se um pedido ficar sem resposta por': `minutes` undefined when the shop never set it (the default),
 * null when it turned it off.
 */
export function escalationDueOf(
  waitingSince: number,
  minutes: number | null | undefined,
  now: number,
  defaultMinutes: number = ORDER_ESCALATION_MINUTES.default,
): boolean {
  if (minutes === null) return false;
  return now - waitingSince >= (minutes ?? defaultMinutes) * MINUTE_MS;
}

/** How many whole minutes an escalated order had waited when the server escalated it ('sem resposta há 3 min'). */
export function minutesUnansweredOf(waitingSince: string, escalatedAt: string): number {
  return Math.max(0, Math.floor((Date.parse(escalatedAt) - Date.parse(waitingSince)) / MINUTE_MS));
}
