import type { ConflictCode } from '@contract/errors';
import type { TableCallStatus } from '@contract/calls';

export interface CallState {
  status: TableCallStatus;
  claimed_by_user_id: number | null;
  claimed_by_member_id: number | null;
  claimed_by: string | null;
  done_by: string | null;
}

export type CallDecision = { ok: true } | { ok: false; message: string; code: ConflictCode };

/** Who claims or closes: a person of the team (memberId), or the shop's own account (memberId null) by its user. */
export interface Claimer {
  userId: number;
  memberId: number | null;
}

/** Whether the call's claim is this claimer's: the same person, or the owner again when no person acted either time. */
const claimedBy = (call: CallState, claimer: Claimer): boolean =>
  claimer.memberId === null
    ? call.claimed_by_member_id === null && call.claimed_by_user_id === claimer.userId
    : call.claimed_by_member_id === claimer.memberId;

const byWhom = (name: string | null) => (name ? `por ${name}` : 'por outra pessoa');

/**
 * Whether a claim ('Vou atender') or a close ('Concluir') may stand on a call as it is now, and the true reason when
 * not: someone else took it first (named), or it is over already. Claiming one's own call again is no conflict.
 */
export function callDecisionOf(action: 'claim' | 'finish', call: CallState, claimer: Claimer): CallDecision {
  if (call.status === 'done') return { ok: false, message: `Este chamado já foi concluído ${byWhom(call.done_by)}.`, code: 'call_done' };
  if (action === 'claim' && call.status === 'claimed' && !claimedBy(call, claimer)) {
    return { ok: false, message: `Este chamado já foi assumido ${byWhom(call.claimed_by)}.`, code: 'call_claimed' };
  }
  return { ok: true };
}
