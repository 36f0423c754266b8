import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { OrderPause } from '@contract/ordering';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';
import { notifyError } from '@/shared/notifications/effects';
import { selectShopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import type { PauseMinutes } from './rules';
import { orderPauseChanged, orderPauseChangeFailed, pauseOrdersRequested, resumeOrdersRequested } from './slice';

export const PAUSE_FAILED = 'Não foi possível pausar os pedidos.';
export const RESUME_FAILED = 'Não foi possível retomar os pedidos.';

/** 'Pausar pedidos' for the minutes chosen, or 'Retomar': the server's answer is the new state. */
export function* changeOrderPause(action: PayloadAction<PauseMinutes> | Action) {
  const pausing = pauseOrdersRequested.match(action);
  try {
    const scope: ShopScope | null = yield select(selectShopScope);
    if (!scope) throw new Error('BusinessUnit is not loaded');
    const pause: OrderPause = pausing ? yield call(api.pauseOrders, scope, action.payload) : yield call(api.resumeOrders, scope);
    yield put(orderPauseChanged(pause));
  } catch (error) {
    yield put(orderPauseChangeFailed());
    yield notifyError(pausing ? PAUSE_FAILED : RESUME_FAILED, error);
  }
}

/**
 * Pausing and resuming, installed by the controls that send them (the banner, Pedidos' menu, Mais): Pedidos' first
 * load carries only what shows the pause.
 */
export const orderPauseCommands = {
  name: 'orderPauseCommands',
  reducers: {},
  *saga(): Generator {
    yield takeLeading([pauseOrdersRequested.type, resumeOrdersRequested.type], changeOrderPause);
  },
} satisfies FeatureGroup;
