import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { QrCodeDto } from '@contract/shop';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/invoices/api';
import { canMerge, canTransfer, mergeChoicesOf, moveTextOf, tableChoicesOf } from '@/features/invoices/rules';
import { MOVE_FAILED, submitMove } from '@/ordering/invoices/sagas';
import { invoiceLoaded, invoiceLoadRequested, moveDone, moveFailed, moveRequested } from '@/ordering/invoices/slice';
import { invoiceDialogsGroup } from '@/features/invoices/dialogs/group';
import { loadMoveChoices } from '@/features/invoices/dialogs/sagas';
import { moveChoicesFailed, moveChoicesLoaded, moveDialogOpened } from '@/features/invoices/dialogs/slice';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { ApiError } from '@/shared/api/errors';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { accountToken, anInvoice, shopUnit } from './fixtures';

injectSignedInReducers();
// The comanda's screen installs its dialogs (useFeatureGroup).
injectFeatureReducers(invoiceDialogsGroup);

const scope = { accountId: 4, shopId: 10 };
const at = new Date(2026, 10, 27, 20, 14).toISOString();
const qrcode = (id: number, locationName: string, active = true): QrCodeDto => ({ id, shopId: 10, locationName, code: `c${id}`, prepay: false, active });

function stateWith(invoices = [anInvoice()]): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  let invoicesState = base.invoices;
  for (const invoice of invoices) invoicesState = rootReducer({ ...base, invoices: invoicesState }, invoiceLoaded(invoice)).invoices!;
  return { ...base, auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit }, invoices: invoicesState };
}

describe('the rules of moving a comanda', () => {
  it('offers each active table once, but the one it is at, in natural order', () => {
    const qrcodes = [qrcode(1, 'Mesa 10'), qrcode(2, 'Mesa 2'), qrcode(3, 'Mesa 1'), qrcode(4, 'Mesa 2'), qrcode(5, 'Varanda', false)];
    expect(tableChoicesOf(qrcodes, { location: 'Mesa 1' })).toEqual([
      { id: 2, label: 'Mesa 2', detail: null },
      { id: 1, label: 'Mesa 10', detail: null },
    ]);
  });

  it('offers the other open pay-later comandas to merge, with who and how much', () => {
    const open = [
      anInvoice({ id: 1 }),
      anInvoice({ id: 2, code: '0043', location: 'Mesa 3', name: 'João', total: 55.6 }),
      anInvoice({ id: 3, prepay: true }),
      anInvoice({ id: 4, status: 'closing' }),
    ];
    expect(mergeChoicesOf(open, 1)).toEqual([{ id: 2, label: 'Mesa 3 · Comanda #0043', detail: 'João · $ 55,60' }]);
  });

  it('lets a comanda not finished change tables, and only an open pay-later one take another in', () => {
    expect([canTransfer({ status: 'open' }), canTransfer({ status: 'closing' }), canTransfer({ status: 'closed' })]).toEqual([true, true, false]);
    expect([canMerge({ status: 'open', prepay: false }), canMerge({ status: 'open', prepay: true }), canMerge({ status: 'closing', prepay: false })]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it.each([
    [{ kind: 'transfer', fromLocation: 'Mesa 3', toLocation: 'Mesa 7' }, 'Transferida da Mesa 3 para a Mesa 7 por Ana Souza às 20:14'],
    [{ kind: 'transfer', fromLocation: 'Balcão', toLocation: 'Varanda' }, 'Transferida de Balcão para Varanda por Ana Souza às 20:14'],
    [{ kind: 'mergedIn', fromLocation: 'Mesa 2', toLocation: 'Mesa 7', otherInvoiceCode: '12' }, 'Comanda #12 (Mesa 2) juntada a esta por Ana Souza às 20:14'],
    [{ kind: 'mergedOut', fromLocation: 'Mesa 2', toLocation: 'Mesa 7', otherInvoiceCode: '7' }, 'Juntada à comanda #7 (Mesa 7) por Ana Souza às 20:14'],
  ] as const)('words %j as %s', (move, text) => {
    expect(moveTextOf({ at, by: 'Ana Souza', otherInvoiceId: null, otherInvoiceCode: null, ...move })).toBe(text);
  });
});

describe('the moves sagas', () => {
  it('loads the tables for a transfer and the open comandas for a merge', async () => {
    await expectSaga(loadMoveChoices, moveDialogOpened({ invoiceId: 1, kind: 'transfer' }))
      .withState(stateWith())
      .provide([[matchers.call(api.fetchTables, scope), [qrcode(1, 'Mesa 1'), qrcode(2, 'Mesa 2')]]])
      .put(moveChoicesLoaded({ invoiceId: 1, kind: 'transfer', choices: [{ id: 2, label: 'Mesa 2', detail: null }] }))
      .run();
    await expectSaga(loadMoveChoices, moveDialogOpened({ invoiceId: 1, kind: 'merge' }))
      .withState(stateWith())
      .provide([[matchers.call(api.fetchOpenInvoices, scope), throwError(new ApiError(0, 'network', 'Sem conexão com o servidor.'))]])
      .put(moveChoicesFailed({ invoiceId: 1, error: 'Sem conexão com o servidor.' }))
      .run();
  });

  it('transfers, shows the comanda where it went and says so', async () => {
    const moved = anInvoice({ location: 'Mesa 7' });
    const result = await expectSaga(submitMove, moveRequested({ invoiceId: 1, kind: 'transfer', targetId: 9 }))
      .withReducer(rootReducer, stateWith())
      .provide([[matchers.call(api.transferInvoice, scope, 1, 9), moved]])
      .put(moveDone(moved))
      .not.put(invoiceLoadRequested(9))
      .run();
    const state = result.storeState as RootState;
    expect(state.invoices.entities[1]?.location).toBe('Mesa 7');
    expect(state.notifications.queue.map((n) => n.message)).toEqual(['Comanda transferida para Mesa 7.']);
  });

  it('merges, and reloads the comanda that ended so the list drops it', async () => {
    const merged = anInvoice({ total: 95.6 });
    await expectSaga(submitMove, moveRequested({ invoiceId: 1, kind: 'merge', targetId: 2 }))
      .withState(stateWith())
      .provide([[matchers.call(api.mergeInvoice, scope, 1, 2), merged]])
      .put(moveDone(merged))
      .put(invoiceLoadRequested(2))
      .run();
  });

  it("shows the server's refusal in its own words, and a failure without one in the app's", async () => {
    const refusal = 'A comanda #0043 é pré-paga: cada pedido dela tem o seu próprio pagamento, que não pode passar para outra comanda.';
    const state = stateWith();
    const opened = rootReducer(state, moveDialogOpened({ invoiceId: 1, kind: 'merge' })) as RootState;
    const refused = await expectSaga(submitMove, moveRequested({ invoiceId: 1, kind: 'merge', targetId: 2 }))
      .withReducer(rootReducer, opened)
      .provide([[matchers.call.fn(api.mergeInvoice), throwError(new ApiError(409, 'conflict', refusal))]])
      .put(moveFailed({ invoiceId: 1, error: refusal }))
      .put(invoiceLoadRequested(1))
      .run();
    expect((refused.storeState as RootState).invoiceDialogs?.moveDialog).toMatchObject({ pending: false, error: refusal });
    await expectSaga(submitMove, moveRequested({ invoiceId: 1, kind: 'transfer', targetId: 2 }))
      .withState(opened)
      .provide([[matchers.call.fn(api.transferInvoice), throwError(new ApiError(0, 'network', 'Sem conexão com o servidor.'))]])
      .put(moveFailed({ invoiceId: 1, error: MOVE_FAILED.transfer }))
      .run();
  });
});
