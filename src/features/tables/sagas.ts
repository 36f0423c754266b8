import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Invoice } from '@contract/ordering';
import type { TableLayout } from '@contract/tables';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import { messageOf } from '@/shared/api/messages';
import { notifyError } from '@/shared/notifications/effects';
import type { ShopScope } from '@/shared/session/scope';
import { selectShopScope } from '@/session/scope';
import { selectInvoiceById, selectInvoiceEntities } from '@/ordering/invoices/selectors';
import { invoiceLoadRequested, openComandasLoaded } from '@/ordering/invoices/slice';
import type { QrCodePlace } from './rules';
import { isComandaAtTable } from './rules';
import * as api from './api';
import { selectTableLayout, selectTablesStatus } from './selectors';
import { layoutSaved, layoutSaveFailed, roomLoaded, roomLoadFailed, roomOpened, tablesArranged } from './slice';

export const LAYOUT_SAVE_FAILED = 'Não foi possível salvar a ordem das mesas.';

/**
 * The tables, the map's order and every comanda at a table now, each with its orders. Comandas the device held as
 * at a table that the server no longer lists (closed while the link was down) are reloaded, so none stays occupied.
 */
export function* loadRoom() {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    const [codes, layout, comandas]: [QrCodePlace[], TableLayout, Invoice[]] = yield all([
      call(api.fetchQrCodePlaces, scope),
      call(api.fetchTableLayout, scope),
      call(api.fetchOpenComandas, scope),
    ]);
    yield put(openComandasLoaded(comandas));
    yield put(roomLoaded({ codes, layout }));
    const listed = new Set(comandas.map((invoice) => invoice.id));
    const entities: ReturnType<typeof selectInvoiceEntities> = yield select(selectInvoiceEntities);
    const stale = Object.values(entities).filter((invoice) => invoice && isComandaAtTable(invoice) && !listed.has(invoice.id));
    for (const invoice of stale) if (invoice) yield put(invoiceLoadRequested(invoice.id));
  } catch (error) {
    yield put(roomLoadFailed(messageOf(error)));
  }
}

/** After a catch-up (the link came back), a map shown before reads everything again. */
export function* reloadShownRoom() {
  const status: string = yield select(selectTablesStatus);
  if (status !== 'idle') yield call(loadRoom);
}

const isInvoiceNews = (action: Action) =>
  liveEventReceived.match(action) && action.payload.channel === 'invoice' && action.payload.event !== 'seen';

/**
 * A comanda the device does not hold yet (the first order at a table) is loaded once the map was shown; the ones
 * it holds the invoices module reloads itself on their events.
 */
export function* loadNewComanda(action: ReturnType<typeof liveEventReceived>) {
  const status: string = yield select(selectTablesStatus);
  if (status === 'idle') return;
  const held: Invoice | undefined = yield select(selectInvoiceById, action.payload.id);
  if (!held) yield put(invoiceLoadRequested(action.payload.id));
}

/** A drag's new order goes to the server; a refusal puts the map back as it was, saying so. */
export function* saveLayout(previous: number[], action: PayloadAction<number[]>) {
  const scope: ShopScope | null = yield select(selectShopScope);
  try {
    if (!scope) throw new Error('Sem estabelecimento.');
    const saved: TableLayout = yield call(api.saveTableLayout, scope, action.payload);
    yield put(layoutSaved(saved));
  } catch (error) {
    yield put(layoutSaveFailed(previous));
    yield notifyError(LAYOUT_SAVE_FAILED, error);
  }
}

/** One save at a time, in the order the tiles were dropped; a failure goes back to the last order the server kept. */
export function* saveLayouts() {
  let kept: number[] = yield select(selectTableLayout);
  yield takeEvery([roomLoaded.type, layoutSaved.type], function* keepServerOrder() {
    kept = yield select(selectTableLayout);
  });
  yield takeLatest(tablesArranged.type, function* save(action: PayloadAction<number[]>) {
    yield call(saveLayout, kept, action);
  });
}

export function* tablesSaga() {
  yield takeLatest(roomOpened.type, loadRoom);
  yield takeLatest([liveConnected.type, liveReconnected.type], reloadShownRoom);
  yield takeEvery(isInvoiceNews, loadNewComanda);
  yield call(saveLayouts);
}
