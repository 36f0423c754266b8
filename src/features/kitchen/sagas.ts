import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { KitchenSettings, Station, StationBody } from '@contract/kitchen';
import type { Order } from '@contract/ordering';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { ApiError } from '@/shared/api/errors';
import { orderCanceled, orderReceived, orderReloadRequested, preparationOrdersLoaded } from '@/ordering/orders/slice';
import { liveConnected, liveReconnected } from '@/live/events';
import { messageOf } from '@/shared/api/messages';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { selectShopScope, shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import { takeLeadingPerKey } from '@/shared/saga/effects';
import * as api from './api';
import type { CategoryChoice } from './api';
import { readStationChoice, saveStationChoice } from './choiceStorage';
import { bumpStationOf, type StationChoice } from './rules';
import { selectKitchen, selectPreparationOrdersLoad, selectStationChoice } from './selectors';
import {
  canceledTicketLeft,
  itemToggled,
  itemToggleFinished,
  kitchenLoaded,
  kitchenLoadFailed,
  kitchenOpened,
  kitchenSettingsSaved,
  kitchenSettingsSaveRequested,
  preparationOrdersFailed,
  preparationOrdersRefreshRequested,
  preparationOrdersRequested,
  stationChangeFailed,
  stationChosen,
  stationRemoveRequested,
  stationSaveRequested,
  stationsChanged,
  stationsScreenLoaded,
  stationsScreenOpened,
  ticketBumped,
  type KitchenState,
} from './slice';

export const LOAD_FAILED = 'Não foi possível carregar a cozinha.';
export const TICK_FAILED = 'Não foi possível marcar o item.';
export const BUMP_FAILED = 'Não foi possível concluir o pedido.';
export const STATIONS_LOAD_FAILED = 'Não foi possível carregar as estações.';
export const STATION_FAILED = 'Não foi possível salvar a estação.';
export const STATION_SAVED = 'Estações salvas.';
export const SETTINGS_SAVED = 'Ajustes da cozinha salvos.';
/** A canceled ticket stays marked 'Cancelado' this long, so the cook sees it go. */
export const CANCELED_VISIBLE_MS = 5_000;

const isOrdersAnswer = (action: Action) => preparationOrdersLoaded.match(action) || preparationOrdersFailed.match(action);

/** Both lists at once, into the ordering module: the screen shows when it has the whole of them, or says once that it could not. */
export function* loadPreparationOrders() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const [toPrepare, completed]: [Order[], Order[]] = yield all([call(api.fetchOrdersToPrepare, scope), call(api.fetchRecentlyCompleted, scope)]);
    yield put(preparationOrdersLoaded([...toPrepare, ...completed]));
  } catch (error) {
    yield put(preparationOrdersFailed({ message: messageOf(error) }));
  }
}

/**
 * Back from a lost link: orders may have reached the kitchen or left it meanwhile. Read again once the kitchen or
 * the board has asked for them (its group stays installed), whether or not one shows them now, and not while the
 * first read is still on its way.
 */
export function* catchUpPreparationOrders() {
  const load: LoadStatus | undefined = yield select(selectPreparationOrdersLoad);
  if (load === 'resolved' || load === 'error') yield put(preparationOrdersRefreshRequested());
}

function* loadFailed(error: unknown) {
  yield put(kitchenLoadFailed());
  yield notifyError(LOAD_FAILED, error);
}

/**
 * The stations and settings, awaited with the answer for the orders: the screen shows once it has all of them, or
 * says once that it could not. It asks for the orders when it opens; after a lost link they are read again by
 * themselves (catchUpPreparationOrders), and the stations and settings, which no live event announces, with them.
 */
export function* loadKitchen(action: Action) {
  const scope: ShopScope | null = yield select(selectShopScope);
  const { status }: KitchenState = yield select(selectKitchen);
  if (!scope || (preparationOrdersRefreshRequested.match(action) && status === 'idle')) return;
  try {
    const [orders, stations, settings]: [Action, Station[], KitchenSettings] = yield all([
      take(isOrdersAnswer),
      call(api.fetchStations, scope),
      call(api.fetchKitchenSettings, scope),
      ...(kitchenOpened.match(action) ? [put(preparationOrdersRequested())] : []),
    ]);
    if (preparationOrdersFailed.match(orders)) yield call(loadFailed, orders.payload.message);
    else yield put(kitchenLoaded({ stations, settings }));
  } catch (error) {
    yield call(loadFailed, error);
  }
}

/** Refused: say so, and have the module read where the order stands now, so this screen and every other follow. */
function* afterCommand(orderId: number, failure: string, error: unknown) {
  yield notifyError(failure, error);
  yield put(orderReloadRequested(orderId));
}

export function* toggleItem(action: PayloadAction<{ orderId: number; itemId: number; done: boolean }>) {
  const { orderId, itemId, done } = action.payload;
  const scope: ShopScope | null = yield select(selectShopScope);
  try {
    if (!scope) return;
    try {
      const order: Order = yield call(api.markItem, scope, orderId, itemId, done);
      yield put(orderReceived(order));
    } catch (error) {
      yield call(afterCommand, orderId, TICK_FAILED, error);
    }
  } finally {
    yield put(itemToggleFinished(itemId));
  }
}

export function* bumpTicket(action: PayloadAction<number>) {
  const orderId = action.payload;
  const scope: ShopScope | null = yield select(selectShopScope);
  const choice: StationChoice = yield select(selectStationChoice);
  if (!scope) return;
  try {
    const order: Order = yield call(api.bumpOrder, scope, orderId, bumpStationOf(choice));
    yield put(orderReceived(order));
  } catch (error) {
    yield call(afterCommand, orderId, BUMP_FAILED, error);
  }
}

const isCanceledCopy = (action: Action): action is PayloadAction<Order> =>
  (orderReceived.match(action) || orderCanceled.match(action)) && action.payload.status === 'canceled';

/** A shown ticket whose order was canceled stays marked 'Cancelado' for its moment, then leaves. */
export function* letCanceledLeave(action: PayloadAction<Order>) {
  const { leaving }: KitchenState = yield select(selectKitchen);
  if (!leaving.includes(action.payload.id)) return;
  yield delay(CANCELED_VISIBLE_MS);
  yield put(canceledTicketLeft(action.payload.id));
}

export function* loadStationsScreen() {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    const [stations, categories, settings]: [Station[], CategoryChoice[], KitchenSettings] = yield all([
      call(api.fetchStations, scope),
      call(api.fetchCategories, scope),
      call(api.fetchKitchenSettings, scope),
    ]);
    yield put(stationsScreenLoaded({ stations, categories, settings }));
  } catch (error) {
    yield notifyError(STATIONS_LOAD_FAILED, error);
  }
}

/** Saves or removes a station; the server's refusal (a category another station takes, a name in use) is said as it is. */
export function* changeStation(action: PayloadAction<{ id: number | null; body: StationBody }> | PayloadAction<number>) {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    if (stationRemoveRequested.match(action)) yield call(api.removeStation, scope, action.payload);
    else {
      const { id, body } = (action as PayloadAction<{ id: number | null; body: StationBody }>).payload;
      if (id === null) yield call(api.createStation, scope, body);
      else yield call(api.updateStation, scope, id, body);
    }
    const stations: Station[] = yield call(api.fetchStations, scope);
    yield put(stationsChanged(stations));
    yield notifySuccess(STATION_SAVED);
  } catch (error) {
    yield put(stationChangeFailed());
    // A refusal says why (a category another station takes, a name in use); anything else, that it failed.
    yield notifyError(error instanceof ApiError && (error.status === 400 || error.status === 409) ? error.message : STATION_FAILED, error);
  }
}

export function* saveSettings(action: PayloadAction<KitchenSettings>) {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    const saved: KitchenSettings = yield call(api.saveKitchenSettings, scope, action.payload);
    yield put(kitchenSettingsSaved(saved));
    yield notifySuccess(SETTINGS_SAVED);
  } catch (error) {
    yield put(stationChangeFailed());
    yield notifyError(STATION_FAILED, error);
  }
}

export function* keepStationChoice(action: PayloadAction<StationChoice>) {
  yield call(saveStationChoice, action.payload);
}

export function* kitchenSaga() {
  const stored: StationChoice | undefined = yield call(readStationChoice);
  if (stored !== undefined) yield put(stationChosen(stored));
  yield takeLatest([preparationOrdersRequested.type, preparationOrdersRefreshRequested.type], loadPreparationOrders);
  yield takeLatest([liveConnected.type, liveReconnected.type], catchUpPreparationOrders);
  yield takeLatest([kitchenOpened.type, preparationOrdersRefreshRequested.type], loadKitchen);
  yield takeEvery(stationChosen.type, keepStationChoice);
  yield takeLeadingPerKey(itemToggled.match, (action: PayloadAction<{ itemId: number }>) => action.payload.itemId, toggleItem);
  yield takeLeadingPerKey(ticketBumped.match, (action: PayloadAction<number>) => action.payload, bumpTicket);
  yield takeLatest(stationsScreenOpened.type, loadStationsScreen);
  yield takeLeading([stationSaveRequested.type, stationRemoveRequested.type], changeStation);
  yield takeLeading(kitchenSettingsSaveRequested.type, saveSettings);
  yield takeLeadingPerKey(isCanceledCopy, (action: PayloadAction<Order>) => action.payload.id, letCanceledLeave);
}
