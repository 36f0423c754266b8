import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { InvoicePayment } from '@contract/ordering';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/invoices/api';
import { isPartlyPaid, paidOf, refusalTextOf, remainingOf } from '@/ordering/invoices/rules';
import { paymentLineOf, receiptPaymentsOf } from '@/ordering/invoices/receipt';
import { paidAndRemainingTextOf } from '@/features/invoices/rules';
import { onLiveEvent, PART_FAILED, recordPart } from '@/ordering/invoices/sagas';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { invoiceDialogsGroup } from '@/features/invoices/dialogs/group';
import { confirmFromDialog } from '@/features/invoices/dialogs/sagas';
import { cashReceivedTyped, closingDialogOpened, closingMethodChosen, closingMethodsLoaded, shortfallNamed } from '@/features/invoices/dialogs/slice';
import { liveEventReceived } from '@/live/events';
import {
  invoiceLoaded,
  invoiceLoadRequested,
  partPaymentFailed,
  partPaymentRecorded,
  partPaymentRequested,
  paymentConfirmationRequested,
  type PartPaymentRequest,
} from '@/ordering/invoices/slice';
import { ApiError } from '@/shared/api/errors';
import { errorRaised, successRaised } from '@/shared/notifications/slice';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { accountToken, anInvoice, shopUnit } from '../../features/invoices/fixtures';
import type { StubModule } from '../../support/outboxStorageStub';

jest.mock('@/ordering/outbox/storage', () => jest.requireActual<StubModule>('../../support/outboxStorageStub').outboxStorageStub());

injectSignedInReducers();
// 'Registrar parcial' is the comanda screen's closing dialog, which the screen installs (useFeatureGroup).
injectFeatureReducers(invoiceDialogsGroup);
const scope = { accountId: 4, shopId: 10 };

function stateWith(invoices: ReturnType<typeof anInvoice>[], ...events: Parameters<typeof rootReducer>[1][]): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  let state: RootState = { ...base, auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit } };
  for (const event of [...invoices.map((invoice) => invoiceLoaded(invoice)), ...events]) state = rootReducer(state, event) as RootState;
  return state;
}

/** The success notifications a saga raised, by their text (each carries an id of its own). */
const successes = (result: { effects: { put?: { payload: { action: { type: string; payload?: unknown } } }[] } }) =>
  (result.effects.put ?? [])
    .map((effect) => effect.payload.action)
    .filter((action) => action.type === successRaised.type)
    .map((action) => (action.payload as { message: string }).message);

const aPart = (overrides: Partial<InvoicePayment> = {}): InvoicePayment => ({
  id: 1,
  amount: 10,
  paymentMethod: 'pix',
  cashReceived: null,
  change: null,
  by: 'Ana Souza',
  at: '2025-03-14T23:14:00.000Z',
  ...overrides,
});

describe('the rules of a comanda paid in parts', () => {
  it('knows what was paid and what remains, and says it on a comanda partly paid', () => {
    expect(paidOf(anInvoice({ status: 'open', total: 26, paid: 10 }))).toBe(10);
    expect(paidOf(anInvoice({ status: 'closed', total: 26, paid: undefined }))).toBe(26);
    expect(paidOf(anInvoice({ status: 'open', total: 26, paid: undefined }))).toBe(0);
    expect(remainingOf(anInvoice({ status: 'closing', total: 26.1, paid: 10.05 }))).toBe(16.05);
    expect(remainingOf(anInvoice({ status: 'closed', total: 26, paid: 26 }))).toBe(0);
    expect(remainingOf(anInvoice({ status: 'canceled', total: 26, paid: 10 }))).toBe(0);
    expect(isPartlyPaid(anInvoice({ status: 'open', total: 26, paid: 10 }))).toBe(true);
    expect(isPartlyPaid(anInvoice({ status: 'open', total: 26, paid: 0 }))).toBe(false);
    expect(isPartlyPaid(anInvoice({ status: 'closed', total: 26, paid: 26 }))).toBe(false);
    expect(paidAndRemainingTextOf(anInvoice({ status: 'open', total: 26, paid: 10 }))).toBe('Pago $ 10,00 · Falta $ 16,00');
    expect(paidAndRemainingTextOf(anInvoice({ status: 'open', total: 26, paid: 0 }))).toBeNull();
  });

  it('writes a part as the comanda lists it, with the change for cash', () => {
    const at = new Date(2025, 2, 14, 20, 14).toISOString();
    expect(paymentLineOf(aPart({ at }))).toEqual({ title: 'Pix · $ 10,00', detail: 'Ana Souza às 20:14' });
    expect(paymentLineOf(aPart({ at, paymentMethod: 'cash', amount: 12, cashReceived: 20, change: 8 }))).toEqual({
      title: 'Dinheiro · $ 12,00',
      detail: 'Ana Souza às 20:14 · Recebido $ 20,00 · Troco $ 8,00',
    });
  });

  it('lists the payments on the receipt only when there are several, or a part while some is still to pay', () => {
    expect(receiptPaymentsOf(anInvoice({ status: 'closed', total: 10, paid: 10, payments: [aPart()] }))).toEqual([]);
    expect(receiptPaymentsOf(anInvoice({ status: 'open', total: 26, paid: 10, payments: [aPart()] }))).toHaveLength(1);
    expect(receiptPaymentsOf(anInvoice({ status: 'closed', total: 20, paid: 20, payments: [aPart(), aPart({ id: 2 })] }))).toHaveLength(2);
    expect(receiptPaymentsOf(anInvoice({ status: 'closed', total: 20 }))).toEqual([]);
  });

  it("words the server's refusal without the field it names", () => {
    expect(refusalTextOf('body/amount: o valor passa do que falta pagar ($ 20,00).')).toBe('O valor passa do que falta pagar ($ 20,00).');
    expect(refusalTextOf('O restante desta comanda já foi pago.')).toBe('O restante desta comanda já foi pago.');
  });
});

describe("a part's state in the comandas' module", () => {
  const invoice = anInvoice({ id: 1, status: 'open', total: 26, paid: 0 });

  it('holds the comanda while its part is on the way, and stores what the server answered', () => {
    const request: PartPaymentRequest = { invoiceId: 1, amount: 13, paymentMethod: 'pix', cashReceived: null, source: { kind: 'split', part: 0 } };
    let state = stateWith([invoice], partPaymentRequested(request));
    expect(state.invoices.payingPart[1]).toBe(true);
    state = rootReducer(state, partPaymentRecorded({ invoice: { ...invoice, paid: 13 }, request })) as RootState;
    expect(state.invoices.payingPart[1]).toBeUndefined();
    expect(state.invoices.entities[1]?.paid).toBe(13);
    const failed = rootReducer(stateWith([invoice], partPaymentRequested(request)), partPaymentFailed(1)) as RootState;
    expect(failed.invoices.payingPart[1]).toBeUndefined();
  });

  it("a partial payment from 'Confirmar pagamento' closes that dialog; the comanda stays open with the rest", () => {
    const request: PartPaymentRequest = { invoiceId: 1, amount: 20, paymentMethod: 'cash', cashReceived: 20, source: { kind: 'closing' } };
    const state = stateWith([invoice], closingDialogOpened(1), partPaymentRecorded({ invoice: { ...invoice, paid: 20 }, request }));
    expect(state.invoiceDialogs?.closingDialog).toBeNull();
    expect(state.invoices.entities[1]).toMatchObject({ status: 'open', paid: 20 });
  });
});

describe('recording a part', () => {
  const invoice = anInvoice({ id: 1, status: 'open', total: 26, paid: 0 });
  const request: PartPaymentRequest = { invoiceId: 1, amount: 13, paymentMethod: 'cash', cashReceived: 20, source: { kind: 'split', part: 0 } };

  it("sends it with its key and its part of the comanda's split, stores the comanda and says what is left", async () => {
    const answer = { ...invoice, paid: 13 };
    const result = await expectSaga(recordPart, partPaymentRequested(request))
      .withState(stateWith([invoice]))
      .provide([[matchers.call(api.recordPayment, scope, 1, { amount: 13, paymentMethod: 'cash', cashReceived: 20, splitPart: 0 }, 'key-1'), answer]])
      .put(partPaymentRecorded({ invoice: answer, request }))
      .run();
    expect(successes(result)).toEqual(['Parte registrada. Faltam $ 13,00.']);
  });

  it("sends no cash received for other methods, nor a part for the rest taken as one; the last part says 'Pagamento confirmado.'", async () => {
    const pix: PartPaymentRequest = { ...request, paymentMethod: 'pix', cashReceived: null, source: { kind: 'split', part: null } };
    const closed = { ...invoice, status: 'closed' as const, paid: 26 };
    const result = await expectSaga(recordPart, partPaymentRequested(pix))
      .withState(stateWith([invoice]))
      .provide([[matchers.call(api.recordPayment, scope, 1, { amount: 13, paymentMethod: 'pix' }, 'key-1'), closed]])
      .put(partPaymentRecorded({ invoice: closed, request: pix }))
      .run();
    expect(successes(result)).toEqual(['Pagamento confirmado.']);
  });

  it("after 'Registrar parcial', says the partial payment was recorded and what is missing", async () => {
    const partial: PartPaymentRequest = { invoiceId: 1, amount: 20, paymentMethod: 'cash', cashReceived: 20, source: { kind: 'closing' } };
    const result = await expectSaga(recordPart, partPaymentRequested(partial))
      .withState(stateWith([invoice]))
      .provide([[matchers.call.fn(api.recordPayment), { ...invoice, status: 'closing', paid: 20 }]])
      .run();
    expect(successes(result)).toEqual(['Pagamento parcial registrado. Faltam $ 6,00.']);
  });

  it("a refusal is told in the server's words, without its field; a conflict reloads the comanda", async () => {
    const refused = await expectSaga(recordPart, partPaymentRequested(request))
      .withState(stateWith([invoice]))
      .provide([[matchers.call.fn(api.recordPayment), throwError(new ApiError(400, 'bad_request', 'body/amount: o valor passa do que falta pagar ($ 6,00).'))]])
      .put(partPaymentFailed(1))
      .not.put(invoiceLoadRequested(1))
      .run();
    expect(refused.effects.put?.map((effect) => effect.payload.action).find((action) => action.type === errorRaised.type)?.payload.message).toBe(
      'O valor passa do que falta pagar ($ 6,00).',
    );
    const lost = await expectSaga(recordPart, partPaymentRequested(request))
      .withState(stateWith([invoice]))
      .provide([[matchers.call.fn(api.recordPayment), throwError(new ApiError(409, 'conflict', 'O restante desta comanda já foi pago.', 'invoice_paid'))]])
      .put(partPaymentFailed(1))
      .put(invoiceLoadRequested(1))
      .run();
    expect(lost.effects.put?.map((effect) => effect.payload.action).find((action) => action.type === errorRaised.type)?.payload.message).toBe(
      'O restante desta comanda já foi pago.',
    );
  });

  it('a failure of the network says the payment was not recorded, and leaves the screen usable', async () => {
    const result = await expectSaga(recordPart, partPaymentRequested(request))
      .withReducer(rootReducer)
      .withState(stateWith([invoice], partPaymentRequested(request)))
      .provide([[matchers.call.fn(api.recordPayment), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(partPaymentFailed(1))
      .run();
    expect(result.storeState.invoices.payingPart[1]).toBeUndefined();
    expect(result.effects.put?.map((effect) => effect.payload.action).find((action) => action.type === errorRaised.type)?.payload.message).toBe(PART_FAILED);
  });
});

describe('a part recorded on another device', () => {
  it("reloads the comanda on screen as its 'updated' arrives", async () => {
    const shown = stateWith([anInvoice({ id: 1, status: 'open', total: 26, paid: 0 })]);
    await expectSaga(onLiveEvent, liveEventReceived({ channel: 'invoice', event: 'updated', id: 1 }))
      .withState(shown)
      .put(invoiceLoadRequested(1))
      .run();
  });
});

describe("'Confirmar pagamento' on a comanda partly paid", () => {
  const partly = anInvoice({ id: 1, status: 'closing', paymentMethod: 'cash', total: 75.6, paid: 20, orders: [] });
  // As the dialog opens, the shop's methods arrive and the comanda's own is preselected.
  const methodsLoaded = closingMethodsLoaded({ id: 1, offered: ['cash', 'creditCard'], preselected: 'cash' });

  it('records what remains as the last part, with the cash received', async () => {
    await expectSaga(confirmFromDialog)
      .withState(stateWith([partly], closingDialogOpened(1), methodsLoaded, cashReceivedTyped(60)))
      .put(partPaymentRequested({ invoiceId: 1, amount: 55.6, paymentMethod: 'cash', cashReceived: 60, source: { kind: 'closing' } }))
      .not.put.actionType(paymentConfirmationRequested.type)
      .run();
  });

  it('counts the cash against what remains: below it, asks, then records another part', async () => {
    const short = stateWith([partly], closingDialogOpened(1), methodsLoaded, cashReceivedTyped(50));
    await expectSaga(confirmFromDialog).withState(short).put(shortfallNamed()).run();
    await expectSaga(confirmFromDialog)
      .withState(rootReducer(short, shortfallNamed()) as RootState)
      .put(partPaymentRequested({ invoiceId: 1, amount: 50, paymentMethod: 'cash', cashReceived: 50, source: { kind: 'closing' } }))
      .run();
  });

  it('with nothing left (an order canceled after the parts), closes as the spec does, recording nothing more', async () => {
    const settled = { ...partly, total: 20 };
    await expectSaga(confirmFromDialog)
      .withState(stateWith([settled], closingDialogOpened(1), methodsLoaded))
      .put(paymentConfirmationRequested(1, 'cash'))
      .not.put.actionType(partPaymentRequested.type)
      .run();
  });

  it('with no method of its own, records the rest with the method chosen', async () => {
    const noMethod = { ...partly, paymentMethod: null };
    await expectSaga(confirmFromDialog)
      .withState(stateWith([noMethod], closingDialogOpened(1), closingMethodChosen('creditCard')))
      .put(partPaymentRequested({ invoiceId: 1, amount: 55.6, paymentMethod: 'creditCard', cashReceived: null, source: { kind: 'closing' } }))
      .run();
  });
});
