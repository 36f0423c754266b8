import { callDecisionOf, type CallState } from '@server/domain/call-rules';

const open: CallState = { status: 'open', claimed_by_user_id: null, claimed_by: null, done_by: null };
const claimedByAna: CallState = { status: 'claimed', claimed_by_user_id: 1, claimed_by: 'Ana', done_by: null };
const doneByCarla: CallState = { ...claimedByAna, status: 'done', done_by: 'Carla' };
const claimedByNameless: CallState = { ...claimedByAna, claimed_by: '' };

describe('callDecisionOf', () => {
  it.each([
    ['claim', open, 2, { ok: true }],
    ['claim', claimedByAna, 1, { ok: true }],
    ['claim', claimedByAna, 2, { ok: false, code: 'call_claimed', message: 'Este chamado já foi assumido por Ana.' }],
    ['claim', claimedByNameless, 2, { ok: false, code: 'call_claimed', message: 'Este chamado já foi assumido por outra pessoa.' }],
    ['claim', doneByCarla, 1, { ok: false, code: 'call_done', message: 'Este chamado já foi concluído por Carla.' }],
    ['finish', open, 2, { ok: true }],
    ['finish', claimedByAna, 2, { ok: true }],
    ['finish', doneByCarla, 1, { ok: false, code: 'call_done', message: 'Este chamado já foi concluído por Carla.' }],
  ] as const)('%s on %j by user %d', (action, call, userId, expected) => {
    expect(callDecisionOf(action, call, userId)).toEqual(expected);
  });
});
