import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { InvoicePayment } from '@contract/ordering';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/invoices/api';
import {
  equalSplitOf,
  isPartlyPaid,
  itemsSplitOf,
  paidAndRemainingTextOf,
  paidOf,
  partMethodsOf,
  paymentLineOf,
  receiptPaymentsOf,
  refusalTextOf,
  remainingOf,
  splitLinesOf,
} from '@/ordering/invoices/rules';
import { confirmFromDialog, loadAcceptedMethods, onLiveEvent, PART_FAILED, recordPart } from '@/ordering/invoices/sagas';
import { liveEventReceived } from '@/live/events';
import {
  acceptedMethodsLoaded,
  cashReceivedTyped,
  closingDialogOpened,
  closingMethodChosen,
  invoiceLoaded,
  invoiceLoadRequested,
  partCashTyped,
  partMethodChosen,
  partPayDismissed,
  partPayOpened,
  partPaymentFailed,
  partPaymentRecorded,
  partPaymentRequested,
  paymentConfirmationRequested,
  shortfallNamed,
  splitDialogDismissed,
  splitDialogOpened,
  splitLineAssigned,
  splitModeChosen,
  splitPartsChanged,
  type PartPaymentRequest,
} from '@/ordering/invoices/slice';
import { ApiError } from '@/shared/api/errors';
import { errorRaised, successRaised } from '@/shared/notifications/slice';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { accountToken, anInvoice, anItem, anOrder, shopUnit } from '../../features/invoices/fixtures';

jest.mock('@/ordering/outbox/storage', () => ({
  newCommandKey: () => 'key-1',
  keepQueued: jest.fn(() => Promise.resolve()),
  forgetQueued: jest.fn(() => Promise.resolve()),
  readQueued: jest.fn(() => Promise.resolve([])),
  acquireReplayLock: jest.fn(() => Promise.resolve(() => undefined)),
}));

injectSignedInReducers();
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

describe('the rules of a split', () => {
  it.each([
    [100, 3, [33.34, 33.33, 33.33]],
    [0.05, 3, [0.02, 0.02, 0.01]],
    [26, 2, [13, 13]],
    [10, 4, [2.5, 2.5, 2.5, 2.5]],
    [58.85, 7, [8.41, 8.41, 8.41, 8.41, 8.41, 8.4, 8.4]],
  ])('splits $ %p between %p with the leftover centavos on the first parts: %p', (amount, people, parts) => {
    const split = equalSplitOf(amount, people);
    expect(split).toEqual(parts);
    expect(Math.round(split.reduce((sum, part) => sum + part, 0) * 100)).toBe(Math.round(amount * 100));
  });

  it('keeps the count of parts between 1 and 20', () => {
    expect(equalSplitOf(10, 25)).toHaveLength(20);
    expect(equalSplitOf(10, 0)).toEqual([10]);
  });

  const invoice = anInvoice({
    total: 72.6,
    serviceCharge: 6.6,
    orders: [
      anOrder({ id: 1, items: [anItem({ name: 'X-Burger', quantity: 2, total: 40 }), anItem({ name: 'Suco', quantity: 1, total: 8 })] }),
      anOrder({ id: 2, items: [anItem({ name: 'Batata', quantity: 1, total: 18 })] }),
      anOrder({ id: 3, status: 'canceled', items: [anItem({ name: 'Cerveja', quantity: 1, total: 12 })] }),
    ],
  });

  it('lists the lines of the orders not canceled, each with its own key', () => {
    expect(splitLinesOf(invoice)).toEqual([
      { key: '1:0', label: '2x X-Burger', total: 40 },
      { key: '1:1', label: '1x Suco', total: 8 },
      { key: '2:0', label: '1x Batata', total: 18 },
    ]);
  });

  it('by items: each part its lines and a share of the service charge in proportion, adding up to the total', () => {
    const lines = splitLinesOf(invoice);
    const split = itemsSplitOf(invoice.total, lines, { '1:0': 0, '1:1': 1, '2:0': 1 }, 2);
    // $ 6,60 of service: 40/66 of it is $ 4,00 and 26/66 is $ 2,60.
    expect(split).toEqual({ amounts: [44, 28.6], unassigned: 0 });
    const three = itemsSplitOf(invoice.total, lines, { '1:0': 0, '1:1': 1, '2:0': 2 }, 3);
    expect(Math.round(three.amounts.reduce((sum, part) => sum + part, 0) * 100)).toBe(7260);
  });

  it('by items: says how many lines still have no part, and a part with no line pays nothing', () => {
    const lines = splitLinesOf(invoice);
    expect(itemsSplitOf(invoice.total, lines, { '1:0': 0 }, 3)).toEqual({ amounts: [40 + 4, 0, 0], unassigned: 2 });
    expect(itemsSplitOf(invoice.total, lines, { '1:0': 0, '1:1': 0, '2:0': 0 }, 2).amounts).toEqual([72.6, 0]);
    // A part index past the parts counts as not chosen.
    expect(itemsSplitOf(invoice.total, lines, { '1:0': 5, '1:1': 0, '2:0': 0 }, 2).unassigned).toBe(1);
  });

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

  it("offers the methods the shop accepts, by the catalogue's names; the counter's four until they are known", () => {
    expect(partMethodsOf(null)).toEqual(['cash', 'creditCard', 'debitCard', 'pix']);
    expect(partMethodsOf(['Pix', 'Dinheiro', 'Online', 'Cartão de crédito', 'Vale-refeição'])).toEqual(['cash', 'creditCard', 'online', 'pix']);
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

describe("the 'Dividir conta' dialog's state", () => {
  const invoice = anInvoice({ id: 1, status: 'open', total: 26, paid: 0 });

  it('opens split in two equal parts of what remains, and keeps the parts between 2 and 20', () => {
    let state = stateWith([invoice], splitDialogOpened({ invoiceId: 1, remaining: 26 }));
    expect(state.invoices.splitDialog).toMatchObject({ invoiceId: 1, mode: 'equal', parts: 2, base: 26, paidParts: [], paying: null });
    state = rootReducer(state, splitPartsChanged(25)) as RootState;
    expect(state.invoices.splitDialog?.parts).toBe(20);
    state = rootReducer(state, splitPartsChanged(1)) as RootState;
    expect(state.invoices.splitDialog?.parts).toBe(2);
  });

  it('by items: a line goes to one part, and fewer parts drop the lines of the parts gone', () => {
    const state = stateWith(
      [invoice],
      splitDialogOpened({ invoiceId: 1, remaining: 26 }),
      splitModeChosen('items'),
      splitPartsChanged(3),
      splitLineAssigned({ key: '100:0', part: 2 }),
      splitLineAssigned({ key: '100:1', part: 0 }),
      splitPartsChanged(2),
    );
    expect(state.invoices.splitDialog).toMatchObject({ mode: 'items', parts: 2, assignment: { '100:1': 0 } });
  });

  it('a part paid fixes the split: the mode and the parts no longer change, and the form closes', () => {
    const request: PartPaymentRequest = { invoiceId: 1, amount: 13, paymentMethod: 'pix', cashReceived: null, source: { kind: 'split', part: 0 } };
    let state = stateWith(
      [invoice],
      splitDialogOpened({ invoiceId: 1, remaining: 26 }),
      partPayOpened({ part: 0, amount: 13, method: 'cash' }),
      partMethodChosen('pix'),
      partPaymentRequested(request),
    );
    expect(state.invoices.splitDialog?.paying).toEqual({ part: 0, amount: 13, method: 'pix', received: null });
    expect(state.invoices.payingPart[1]).toBe(true);
    state = rootReducer(state, partPaymentRecorded({ invoice: { ...invoice, paid: 13 }, request })) as RootState;
    expect(state.invoices.payingPart[1]).toBeUndefined();
    expect(state.invoices.splitDialog).toMatchObject({ paidParts: [0], paying: null, parts: 2 });
    expect(state.invoices.entities[1]?.paid).toBe(13);
    state = rootReducer(state, splitPartsChanged(3)) as RootState;
    state = rootReducer(state, splitModeChosen('items')) as RootState;
    expect(state.invoices.splitDialog).toMatchObject({ parts: 2, mode: 'equal' });
  });

  it('the last part closes the dialog with the comanda; a failure leaves the form as it was', () => {
    const request: PartPaymentRequest = { invoiceId: 1, amount: 26, paymentMethod: 'cash', cashReceived: 30, source: { kind: 'split', part: 1 } };
    const open = stateWith([invoice], splitDialogOpened({ invoiceId: 1, remaining: 26 }), partPayOpened({ part: 1, amount: 26, method: 'cash' }), partCashTyped(30));
    const failed = rootReducer(rootReducer(open, partPaymentRequested(request)), partPaymentFailed(1)) as RootState;
    expect(failed.invoices.splitDialog?.paying).toEqual({ part: 1, amount: 26, method: 'cash', received: 30 });
    expect(failed.invoices.payingPart[1]).toBeUndefined();
    const closed = rootReducer(open, partPaymentRecorded({ invoice: { ...invoice, status: 'closed', paid: 26 }, request })) as RootState;
    expect(closed.invoices.splitDialog).toBeNull();
    expect(rootReducer(open, partPayDismissed()).invoices?.splitDialog?.paying).toBeNull();
    expect(rootReducer(open, splitDialogDismissed()).invoices?.splitDialog).toBeNull();
  });

  it('closed with parts paid, opens again with the same parts while the unpaid ones still add up to what remains', () => {
    const request: PartPaymentRequest = { invoiceId: 1, amount: 8.67, paymentMethod: 'pix', cashReceived: null, source: { kind: 'split', part: 0 } };
    const paidOne = stateWith(
      [invoice],
      splitDialogOpened({ invoiceId: 1, remaining: 26 }),
      splitPartsChanged(3),
      partPaymentRequested(request),
      partPaymentRecorded({ invoice: { ...invoice, paid: 8.67 }, request }),
      splitDialogDismissed(),
    );
    const again = rootReducer(paidOne, splitDialogOpened({ invoiceId: 1, remaining: 17.33 })) as RootState;
    expect(again.invoices.splitDialog).toMatchObject({ parts: 3, base: 26, paidParts: [0] });
    // Someone else paid meanwhile: what remains is no longer what its parts add up to, so it starts over.
    const changed = rootReducer(paidOne, splitDialogOpened({ invoiceId: 1, remaining: 10 })) as RootState;
    expect(changed.invoices.splitDialog).toMatchObject({ parts: 2, base: 10, paidParts: [] });
  });

  it("a partial payment from 'Confirmar pagamento' closes that dialog; the comanda stays open with the rest", () => {
    const request: PartPaymentRequest = { invoiceId: 1, amount: 20, paymentMethod: 'cash', cashReceived: 20, source: { kind: 'closing' } };
    const state = stateWith([invoice], closingDialogOpened(1), partPaymentRecorded({ invoice: { ...invoice, paid: 20 }, request }));
    expect(state.invoices.closingDialog).toBeNull();
    expect(state.invoices.entities[1]).toMatchObject({ status: 'open', paid: 20 });
  });
});

describe('recording a part', () => {
  const invoice = anInvoice({ id: 1, status: 'open', total: 26, paid: 0 });
  const request: PartPaymentRequest = { invoiceId: 1, amount: 13, paymentMethod: 'cash', cashReceived: 20, source: { kind: 'split', part: 0 } };

  it('sends it with its key, stores the comanda and says what is left', async () => {
    const answer = { ...invoice, paid: 13 };
    const result = await expectSaga(recordPart, partPaymentRequested(request))
      .withState(stateWith([invoice]))
      .provide([[matchers.call(api.recordPayment, scope, 1, { amount: 13, paymentMethod: 'cash', cashReceived: 20 }, 'key-1'), answer]])
      .put(partPaymentRecorded({ invoice: answer, request }))
      .run();
    expect(successes(result)).toEqual(['Parte registrada. Faltam $ 13,00.']);
  });

  it("sends no cash received for other methods; the last part says 'Pagamento confirmado.'", async () => {
    const pix = { ...request, paymentMethod: 'pix' as const, cashReceived: null };
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

  it("loads the names of the shop's methods as the dialog opens, and keeps the counter's four when it cannot", async () => {
    await expectSaga(loadAcceptedMethods, splitDialogOpened({ invoiceId: 1, remaining: 26 }))
      .withState(stateWith([invoice]))
      .provide([[matchers.call(api.fetchAcceptedMethodNames, scope), ['Dinheiro', 'Pix']]])
      .put(acceptedMethodsLoaded({ invoiceId: 1, names: ['Dinheiro', 'Pix'] }))
      .run();
    await expectSaga(loadAcceptedMethods, splitDialogOpened({ invoiceId: 1, remaining: 26 }))
      .withState(stateWith([invoice]))
      .provide([[matchers.call.fn(api.fetchAcceptedMethodNames), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .not.put.actionType(acceptedMethodsLoaded.type)
      .run();
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

  it('records what remains as the last part, with the cash received', async () => {
    await expectSaga(confirmFromDialog)
      .withState(stateWith([partly], closingDialogOpened(1), cashReceivedTyped(60)))
      .put(partPaymentRequested({ invoiceId: 1, amount: 55.6, paymentMethod: 'cash', cashReceived: 60, source: { kind: 'closing' } }))
      .not.put.actionType(paymentConfirmationRequested.type)
      .run();
  });

  it('counts the cash against what remains: below it, asks, then records another part', async () => {
    const short = stateWith([partly], closingDialogOpened(1), cashReceivedTyped(50));
    await expectSaga(confirmFromDialog).withState(short).put(shortfallNamed()).run();
    await expectSaga(confirmFromDialog)
      .withState(rootReducer(short, shortfallNamed()) as RootState)
      .put(partPaymentRequested({ invoiceId: 1, amount: 50, paymentMethod: 'cash', cashReceived: 50, source: { kind: 'closing' } }))
      .run();
  });

  it('with nothing left (an order canceled after the parts), closes as the spec does, recording nothing more', async () => {
    const settled = { ...partly, total: 20 };
    await expectSaga(confirmFromDialog)
      .withState(stateWith([settled], closingDialogOpened(1)))
      .put(paymentConfirmationRequested(1, undefined))
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
