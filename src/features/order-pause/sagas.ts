import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { OrderPause } from '@contract/ordering';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import { selectShopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import { orderPauseChanged, orderPauseLoaded } from './slice';

/** The server ends due pauses in a sweep every few seconds: asking again sooner than this could still find it on. */
export const RESUME_CHECK_MIN_MS = 5_000;

const isShopEvent = (action: Action) => liveEventReceived.match(action) && action.payload.channel === 'shop';

/** The shop's pause as the server has it; a failure keeps what the screen shows until the next event or reconnect. */
export function* loadOrderPause() {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    const pause: OrderPause = yield call(api.fetchOrderPause, scope);
    yield put(orderPauseLoaded(pause));
  } catch {
    // The banner is a convenience over the live state; the next join or 'shop' event loads it again.
  }
}

/** A timed pause ends on the server whether or not this device hears it: ask again once its time has come. */
export function* checkWhenPauseEnds(action: PayloadAction<OrderPause>) {
  const { paused, resumeAt } = action.payload;
  if (!paused || resumeAt === null) return;
  yield delay(Math.max(Date.parse(resumeAt) - Date.now(), RESUME_CHECK_MIN_MS));
  yield call(loadOrderPause);
}

export function* orderPauseSaga() {
  yield takeLatest((action: Action) => liveConnected.match(action) || liveReconnected.match(action) || isShopEvent(action), loadOrderPause);
  yield takeLatest([orderPauseLoaded.type, orderPauseChanged.type], checkWhenPauseEnds);
}
