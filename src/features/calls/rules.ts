import type { TableCall } from '@contract/calls';
import { tableCallAsked } from '@contract/labels';

/* How 'Chamados' writes a call; the ordering module keeps what the alerts and the commands decide. */

/** 'Mesa 3 chamou o garçom': the place is the QR code's location. */
export const callTextOf = (call: Pick<TableCall, 'location' | 'reason'>): string => `${call.location} ${tableCallAsked[call.reason]}`;

/** 'há 40 s', 'há 3 min', 'há 1 h': how long the table has waited, to the second while it is under a minute. */
export function waitedLabel(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  if (seconds < 60) return `há ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `há ${minutes} min`;
  return `há ${Math.floor(minutes / 60)} h`;
}

/** 'Mesa 3 chamou o garçom · há 40 s'. */
export const callLineOf = (call: TableCall, now: number): string => `${callTextOf(call)} · ${waitedLabel(call.createdAt, now)}`;

/** Who is on it, or who closed it, for everyone to see. */
export function callProgressOf(call: TableCall): string | null {
  if (call.status === 'claimed') return `${call.claimedBy || 'Alguém'} vai atender`;
  if (call.status === 'done') return `Concluído por ${call.doneBy || 'alguém'}`;
  return null;
}
