import type { TableCall } from '@contract/calls';
import type { ConflictCode } from '@contract/errors';
import type { LiveEvent } from '@/live/events';

export type CallCommand = 'claim' | 'finish';

/** A call nobody took yet: it alerts on every device until someone says 'Vou atender'. */
export const isWaitingCall = (call: TableCall): boolean => call.status === 'open';

/**
 * A call the server escalated because nobody claimed it in the shop's minutes ('Avisar todos se um chamado ficar
 * sem resposta por'): every device alerts louder until someone says 'Vou atender'.
 */
export const isEscalatedCall = (call: TableCall): boolean => call.status === 'open' && Boolean(call.escalatedAt);

/** The call is being answered: someone took it and has not closed it. */
export const isClaimedCall = (call: TableCall): boolean => call.status === 'claimed';

/** Something happened to a call from a table (made, claimed, closed): the list is reloaded. */
export const isCallEvent = (event: LiveEvent): boolean => event.channel === 'call';

/** What a device may do with a call now: 'Vou atender' while nobody took it, 'Concluir' once someone did. */
export function canRunCallCommand(command: CallCommand, call: TableCall): boolean {
  return command === 'claim' ? call.status === 'open' : call.status === 'claimed';
}

const CALL_CONFLICTS: readonly ConflictCode[] = ['call_claimed', 'call_done'];

/** A refusal because someone else acted first: the server's message names who ('Este chamado já foi assumido por Ana.'). */
export const isCallConflict = (code: ConflictCode | undefined): boolean => code !== undefined && CALL_CONFLICTS.includes(code);

export const callCommandFailure: Record<CallCommand, string> = {
  claim: 'Não foi possível assumir o chamado.',
  finish: 'Não foi possível concluir o chamado.',
};

/** What the count on the Mais tab and the 'Chamados' entry says to a screen reader. */
export const waitingCallsLabel = (count: number): string => (count === 1 ? '1 chamado de mesa' : `${count} chamados de mesa`);

/**
 * The document title with the calls beside the other alerts: '(2) Pedidos · (1) Salão', or '(1) Salão' alone over
 * the plain title.
 */
export function titleWithCalls(title: string, plainTitle: string, calls: number): string {
  if (calls === 0) return title;
  return title === plainTitle ? `(${calls}) Salão` : `${title} · (${calls}) Salão`;
}

/** Calls that are waiting now and were not a moment ago: they chime at once. */
export const newlyWaiting = (before: readonly number[], now: readonly number[]): number[] => now.filter((id) => !before.includes(id));
