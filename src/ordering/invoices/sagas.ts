import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CounterPaymentMethod } from '@contract/payment-methods';
import type { Invoice } from '@contract/ordering';
import type { OrderPayment, OrderPaymentList } from '@contract/order-payments';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import { selectLiveConnected, selectLiveStatus, type LiveStatus } from '@/live/liveSlice';
import { isLinkDown } from '@/live/linkStatus';
import { replayOutcomeOf, shouldQueue, type OutboxEntry } from '@/ordering/outbox/rules';
import { queueCommand, takeQueued } from '@/ordering/outbox/sagas';
import { queuedCommandSettled } from '@/ordering/outbox/slice';
import { newCommandKey } from '@/ordering/outbox/storage';
import { takeLatestPerKey, takeLeadingPerKey } from '@/shared/saga/effects';
import { ApiError, isUnauthorized } from '@/shared/api/errors';
import { messageOf } from '@/shared/api/messages';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { sessionRejected } from '@/shared/session/events';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as paymentsApi from '@/ordering/payments/api';
import * as api from './api';
import {
  canConfirmPayment,
  closingStepsOf,
  confirmConflictMessageOf,
  confirmReplayConflictOf,
  partialPaymentRecordedText,
  partRecordedText,
  refusalTextOf,
  remainingOf,
  methodToInformOf,
} from './rules';
import { selectInvoiceById, selectOpenInvoiceId } from './selectors';
import {
  invoiceLoaded,
  invoiceLoadFailed,
  invoiceLoadRequested,
  moveDone,
  moveFailed,
  moveRequested,
  paymentConfirmationFailed,
  paymentConfirmationQueued,
  paymentConfirmationRequested,
  paymentConfirmed,
  partPaymentFailed,
  partPaymentRecorded,
  partPaymentRequested,
  serviceChargeRemovalFailed,
  serviceChargeRemovalRequested,
  serviceChargeRemoved,
  type ClosingFailureStep,
  type MoveKind,
} from './slice';

export const CONFIRM_FAILED = 'Não foi possível confirmar o pagamento.';
export const SERVICE_CHARGE_REMOVED = 'Taxa de serviço removida.';
export const SERVICE_CHARGE_REMOVAL_FAILED = 'Não foi possível remover a taxa de serviço.';
export const CONFIRMED = 'Pagamento confirmado.';

const stepNames: Record<ClosingFailureStep, string> = {
  lookup: 'buscar o pagamento da comanda',
  informPayment: 'informar o pagamento',
  close: 'encerrar a comanda',
};

/** Says in the log which step of 'Confirmar pagamento' failed; the user sees only the spec's message. */
export class ClosingStepError extends Error {
  constructor(
    readonly step: ClosingFailureStep,
    cause: unknown,
  ) {
    super(`Confirmar pagamento parou ao ${stepNames[step]}: ${messageOf(cause)}`, { cause });
    this.name = 'ClosingStepError';
  }
}

export function* loadInvoice(action: PayloadAction<number>) {
  const id = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const invoice: Invoice = yield call(api.fetchInvoice, scope, id);
    yield put(invoiceLoaded(invoice));
  } catch (error) {
    yield put(invoiceLoadFailed({ id, error: messageOf(error) }));
  }
}

/** The invoice's payment still waiting, looked for page by page among the shop's waiting payments. */
export function* findWaitingPayment(scope: ShopScope, invoiceId: number) {
  let offset = 0;
  for (;;) {
    const page: OrderPaymentList = yield call(paymentsApi.fetchWaitingPayments, scope, offset);
    const found = page.orderPayments.find((payment) => payment.ownerId === invoiceId);
    if (found) return found;
    offset += page.orderPayments.length;
    if (page.orderPayments.length === 0 || offset >= page.count) return null;
  }
}

export const PART_FAILED = 'Não foi possível registrar o pagamento.';

/**
 * A part of the comanda ('Dividir conta', 'Registrar parcial'), sent with its own Idempotency-Key. The server's
 * refusal (bad amount, a method the shop does not take, the rest paid by someone else meanwhile) is told in its
 * words, and after a conflict the comanda is reloaded so the screen shows where it stands.
 */
export function* recordPart(action: ReturnType<typeof partPaymentRequested>) {
  const request = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const key: string = yield call(newCommandKey);
    const body = {
      amount: request.amount,
      paymentMethod: request.paymentMethod,
      ...(request.cashReceived !== null ? { cashReceived: request.cashReceived } : {}),
      ...(request.source.kind === 'split' && request.source.part !== null ? { splitPart: request.source.part } : {}),
    };
    const invoice: Invoice = yield call(api.recordPayment, scope, request.invoiceId, body, key);
    yield put(partPaymentRecorded({ invoice, request }));
    if (!canConfirmPayment(invoice)) yield notifySuccess(CONFIRMED);
    else if (request.source.kind === 'closing') yield notifySuccess(partialPaymentRecordedText(remainingOf(invoice)));
    else yield notifySuccess(partRecordedText(remainingOf(invoice)));
  } catch (error) {
    yield put(partPaymentFailed(request.invoiceId));
    const refused = error instanceof ApiError && (error.status === 400 || error.status === 409);
    yield notifyError(refused ? refusalTextOf(error.message) : PART_FAILED, error);
    if (error instanceof ApiError && error.status === 409) yield put(invoiceLoadRequested(request.invoiceId));
  }
}

interface ClosingProgress {
  step: ClosingFailureStep;
}

/**
 * The spec's closing with a command's key: the waiting payment looked up, informed when the rules say so, then the
 * comanda closed; each call carries its own key made from the command's, so a repeat applies once.
 */
function* closeInSteps(
  scope: ShopScope,
  invoice: Pick<Invoice, 'id' | 'paymentMethod'>,
  method: CounterPaymentMethod | undefined,
  key: string,
  progress: ClosingProgress,
) {
  progress.step = 'lookup';
  const payment: OrderPayment | null = yield call(findWaitingPayment, scope, invoice.id);
  let closed: Invoice | undefined;
  for (const next of closingStepsOf(invoice, payment)) {
    progress.step = next;
    if (next === 'informPayment' && payment) {
      yield call(paymentsApi.informPayment, scope, payment.id, methodToInformOf(invoice.paymentMethod, method), `${key}.inform`);
    } else if (next === 'close') {
      closed = yield call(api.closeInvoice, scope, invoice.id, `${key}.close`);
    }
  }
  return closed;
}

/** Kept on the device until the link is back (ordering/outbox): the comanda says it waits. */
function* queueConfirmation(scope: ShopScope, id: number, method: CounterPaymentMethod | undefined, key: string, sentBefore: boolean) {
  yield put(paymentConfirmationQueued(id));
  const command = { kind: 'confirmPayment', invoiceId: id, ...(method ? { method } : {}) } as const;
  yield call(queueCommand, { key, scope, command, queuedAt: Date.now(), sentBefore });
}

/**
 * 'Confirmar pagamento' (spec 4): inform the payment when the rules say so, then close; the first failure
 * stops it. Afterwards the invoice is reloaded unless live events will bring the change. With the link down it
 * waits on the device instead, and is sent when the link is back.
 */
export function* confirmPayment(action: ReturnType<typeof paymentConfirmationRequested>) {
  const { id, method } = action.payload;
  const progress: ClosingProgress = { step: 'lookup' };
  let lostToAnother: string | null = null;
  try {
    const scope: ShopScope = yield call(shopScope);
    const invoice: Invoice | undefined = yield select(selectInvoiceById, id);
    if (!invoice) throw new Error(`Invoice ${id} is not loaded`);
    const key: string = yield call(newCommandKey);
    const status: LiveStatus = yield select(selectLiveStatus);
    const linkDown = isLinkDown(status);
    if (shouldQueue({ linkDown })) {
      yield call(queueConfirmation, scope, id, method, key, false);
      return;
    }
    let closed: Invoice | undefined;
    try {
      closed = yield call(closeInSteps, scope, invoice, method, key, progress);
    } catch (error) {
      if (!(error instanceof ApiError && shouldQueue({ linkDown, failureStatus: error.status }))) throw error;
      // Only a lookup is sure to have changed nothing; the keys make a repeat of the rest apply once.
      yield call(queueConfirmation, scope, id, method, key, progress.step !== 'lookup');
      return;
    }
    if (closed) yield put(paymentConfirmed(closed));
    yield notifySuccess(CONFIRMED);
  } catch (error) {
    const { step } = progress;
    yield put(paymentConfirmationFailed({ id, step }));
    lostToAnother = error instanceof ApiError ? confirmConflictMessageOf(error.conflict) : null;
    yield notifyError(lostToAnother ?? CONFIRM_FAILED, new ClosingStepError(step, error));
    // Spec 8: a refused token while reading order payments ends the session.
    if (step === 'lookup' && isUnauthorized(error)) yield put(sessionRejected());
  }
  const connected: boolean = yield select(selectLiveConnected);
  // After losing to a colleague the screen must show where the invoice stands now, live link or not.
  if (!connected || lostToAnother) yield put(invoiceLoadRequested(id));
}

/**
 * A queued 'Confirmar pagamento' sent when the link came back. A comanda someone else closed (or canceled) before
 * this one was ever sent is told so, in the conflict's words; a refusal is told likewise, or with the spec's
 * failure text; either way the comanda is reloaded. No answer at all keeps it queued.
 */
export function* replayConfirmation(action: PayloadAction<OutboxEntry>) {
  const { key, scope, command, sentBefore } = action.payload;
  if (command.kind !== 'confirmPayment') return;
  const id = command.invoiceId;
  const progress: ClosingProgress = { step: 'lookup' };
  try {
    const invoice: Invoice = yield call(api.fetchInvoice, scope, id);
    const settledElsewhere = confirmReplayConflictOf(invoice, sentBefore);
    if (settledElsewhere) {
      yield put(invoiceLoaded(invoice));
      yield notifyError(confirmConflictMessageOf(settledElsewhere) ?? CONFIRM_FAILED);
      yield put(queuedCommandSettled({ key, outcome: 'refused' }));
      return;
    }
    const closed: Invoice | undefined = yield call(closeInSteps, scope, invoice, command.method, key, progress);
    if (closed) yield put(paymentConfirmed(closed));
    yield put(queuedCommandSettled({ key, outcome: 'applied' }));
    yield notifySuccess(CONFIRMED);
  } catch (error) {
    const outcome = replayOutcomeOf(error instanceof ApiError ? error.status : -1);
    if (outcome !== 'unreachable') {
      const reason = error instanceof ApiError ? confirmConflictMessageOf(error.conflict) : null;
      yield notifyError(reason ?? CONFIRM_FAILED, new ClosingStepError(progress.step, error));
      yield put(invoiceLoadRequested(id));
    }
    yield put(queuedCommandSettled({ key, outcome }));
    return;
  }
  const connected: boolean = yield select(selectLiveConnected);
  if (!connected) yield put(invoiceLoadRequested(id));
}

/**
 * 'Remover taxa de serviço': the server records who and when and answers the comanda with its new total. A refusal
 * (the comanda was closed meanwhile, or its customer started paying online) says why in the server's words, and
 * the comanda is reloaded so the screen shows where it stands.
 */
export function* removeServiceCharge(action: PayloadAction<number>) {
  const id = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const invoice: Invoice = yield call(api.removeServiceCharge, scope, id);
    yield put(serviceChargeRemoved(invoice));
    yield notifySuccess(SERVICE_CHARGE_REMOVED);
  } catch (error) {
    yield put(serviceChargeRemovalFailed(id));
    const refusal = error instanceof ApiError && error.status === 409 ? error.message : null;
    yield notifyError(refusal ?? SERVICE_CHARGE_REMOVAL_FAILED, error);
    if (refusal) yield put(invoiceLoadRequested(id));
  }
}

export const MOVE_FAILED: Record<MoveKind, string> = {
  transfer: 'Não foi possível transferir a comanda.',
  merge: 'Não foi possível juntar as comandas.',
};

/**
 * Sends the move chosen. The server's refusal (a 4xx: a prepaid comanda, a payment under way, one finished
 * meanwhile) is shown in its own words in the dialog; anything else says the move was not made. A merge also
 * reloads the comanda that ended, so the list drops it.
 */
export function* submitMove(action: ReturnType<typeof moveRequested>) {
  const { invoiceId, kind, targetId } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const invoice: Invoice =
      kind === 'transfer'
        ? yield call(api.transferInvoice, scope, invoiceId, targetId)
        : yield call(api.mergeInvoice, scope, invoiceId, targetId);
    yield put(moveDone(invoice));
    if (kind === 'merge') yield put(invoiceLoadRequested(targetId));
    yield notifySuccess(kind === 'transfer' ? `Comanda transferida para ${invoice.location}.` : 'Comandas juntadas.');
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && !isUnauthorized(error);
    yield put(moveFailed({ invoiceId, error: refused ? error.message : MOVE_FAILED[kind] }));
    if (refused) yield put(invoiceLoadRequested(invoiceId));
  }
}

export function* onLiveEvent(action: ReturnType<typeof liveEventReceived>) {
  const { channel, id } = action.payload;
  if (channel === 'invoice') {
    // Someone opened it elsewhere: nothing in it changed.
    if (action.payload.event === 'seen') return;
    // One the device does not hold is the business of the screen that would show it (Comandas, Salão).
    const held: Invoice | undefined = yield select(selectInvoiceById, id);
    if (held) yield put(invoiceLoadRequested(id));
    return;
  }
  if (channel === 'order') {
    // Order transitions are announced on the order only; the open invoice shows its orders' status.
    const openId: number | null = yield select(selectOpenInvoiceId);
    const open: Invoice | undefined = openId === null ? undefined : yield select(selectInvoiceById, openId);
    if (open?.orders?.some((order) => order.id === id)) yield put(invoiceLoadRequested(open.id));
  }
}

/** Whatever changed in the open comanda while the socket was down was missed: it is read again. */
export function* onReconnected() {
  const openId: number | null = yield select(selectOpenInvoiceId);
  if (openId !== null) yield put(invoiceLoadRequested(openId));
}

export function* invoicesSaga() {
  yield takeLatestPerKey(invoiceLoadRequested.match, (action) => action.payload, loadInvoice);
  // A second tap on one invoice is ignored while its closing runs.
  yield takeLeadingPerKey(paymentConfirmationRequested.match, (action) => action.payload.id, confirmPayment);
  yield fork(takeQueued, 'confirmPayment', replayConfirmation);
  yield takeLeadingPerKey(serviceChargeRemovalRequested.match, (action) => action.payload, removeServiceCharge);
  yield takeLeading(moveRequested.type, submitMove);
  // A second tap on 'Registrar' is ignored while its part is on the way.
  yield takeLeadingPerKey(partPaymentRequested.match, (action) => action.payload.invoiceId, recordPart);
  yield takeEvery(liveEventReceived.type, onLiveEvent);
  yield takeLatest([liveConnected.type, liveReconnected.type], onReconnected);
}
