import type { ConflictCode } from '@contract/errors';
import type { TableCallStatus } from '@contract/calls';

export interface CallState {
  status: TableCallStatus;
  claimed_by_user_id: number | null;
  claimed_by: string | null;
  done_by: string | null;
}

export type CallDecision = { ok: true } | { ok: false; message: string; code: ConflictCode };

const byWhom = (name: string | null) => (name ? `por ${name}` : 'por outra pessoa');

/**
 * Whether a claim ('Vou atender') or a close ('Concluir') may stand on a call as it is now, and the true reason when
 * not: someone else took it first (named), or it is over already. Claiming one's own call again is no conflict.
 */
export function callDecisionOf(action: 'claim' | 'finish', call: CallState, userId: number): CallDecision {
  if (call.status === 'done') return { ok: false, message: `Este chamado já foi concluído ${byWhom(call.done_by)}.`, code: 'call_done' };
  if (action === 'claim' && call.status === 'claimed' && call.claimed_by_user_id !== userId) {
    return { ok: false, message: `Este chamado já foi assumido ${byWhom(call.claimed_by)}.`, code: 'call_claimed' };
  }
  return { ok: true };
}
