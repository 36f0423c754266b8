import { callDecisionOf, type CallState, type Claimer } from '@server/domain/call-rules';

const open: CallState = { status: 'open', claimed_by_user_id: null, claimed_by_member_id: null, claimed_by: null, done_by: null };
const claimedByAna: CallState = { status: 'claimed', claimed_by_user_id: 1, claimed_by_member_id: null, claimed_by: 'Ana', done_by: null };
const doneByCarla: CallState = { ...claimedByAna, status: 'done', done_by: 'Carla' };
const claimedByNameless: CallState = { ...claimedByAna, claimed_by: '' };
// Bruno and Dani are persons of the team; their devices sign in with the shop's one user (1).
const claimedByBruno: CallState = { ...claimedByAna, claimed_by_member_id: 7, claimed_by: 'Bruno' };

const owner: Claimer = { userId: 1, memberId: null };
const otherUser: Claimer = { userId: 2, memberId: null };
const bruno: Claimer = { userId: 1, memberId: 7 };
const dani: Claimer = { userId: 1, memberId: 8 };

describe('callDecisionOf', () => {
  it.each([
    ['claim', open, otherUser, { ok: true }],
    ['claim', claimedByAna, owner, { ok: true }],
    ['claim', claimedByAna, otherUser, { ok: false, code: 'call_claimed', message: 'Este chamado já foi assumido por Ana.' }],
    ['claim', claimedByNameless, otherUser, { ok: false, code: 'call_claimed', message: 'Este chamado já foi assumido por outra pessoa.' }],
    ['claim', doneByCarla, owner, { ok: false, code: 'call_done', message: 'Este chamado já foi concluído por Carla.' }],
    ['finish', open, otherUser, { ok: true }],
    ['finish', claimedByAna, otherUser, { ok: true }],
    ['finish', doneByCarla, owner, { ok: false, code: 'call_done', message: 'Este chamado já foi concluído por Carla.' }],
    ['claim', claimedByBruno, bruno, { ok: true }],
    ['claim', claimedByBruno, dani, { ok: false, code: 'call_claimed', message: 'Este chamado já foi assumido por Bruno.' }],
    ['claim', claimedByBruno, owner, { ok: false, code: 'call_claimed', message: 'Este chamado já foi assumido por Bruno.' }],
    ['claim', claimedByAna, bruno, { ok: false, code: 'call_claimed', message: 'Este chamado já foi assumido por Ana.' }],
  ] as const)('%s on %j by %j', (action, call, claimer, expected) => {
    expect(callDecisionOf(action, call, claimer)).toEqual(expected);
  });
});
