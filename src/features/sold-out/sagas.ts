import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { Availability } from '@contract/availability';
import { takeLeadingPerKey } from '@/shared/saga/effects';
import { notifyError } from '@/shared/notifications/effects';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { selectShopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import { availabilityChanged, type AvailabilityChange } from '@/shared/menu/events';
import {
  availabilityChangeFailed,
  availabilityChangeRequested,
  availabilityLoaded,
  availabilityRequested,
} from './slice';

export function* loadAvailability(action: PayloadAction<{ itemIds: number[]; optionIds: number[] }>) {
  const scope: ShopScope | null = yield select(selectShopScope);
  const { itemIds, optionIds } = action.payload;
  if (!scope || itemIds.length + optionIds.length === 0) return;
  try {
    const answer: Availability = yield call(api.fetchAvailability, scope, itemIds, optionIds);
    yield put(availabilityLoaded(answer));
  } catch {
    // Without an answer the order's screen offers no 'Esgotar'; the next visit asks again.
  }
}

/** The spec's rule for the menu's switches: a change the server refuses goes back, with 'Não foi possível alterar.' */
export function* changeAvailability(action: PayloadAction<AvailabilityChange>) {
  const { kind, id, available } = action.payload;
  try {
    const scope: ShopScope | null = yield select(selectShopScope);
    if (!scope) throw new Error('BusinessUnit is not loaded');
    yield call(api.setAvailability, scope, kind, id, available);
    yield put(availabilityChanged(action.payload));
  } catch (error) {
    yield put(availabilityChangeFailed(action.payload));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* soldOutSaga() {
  yield takeLatest(availabilityRequested.type, loadAvailability);
  yield takeLeadingPerKey(
    availabilityChangeRequested.match,
    (action: PayloadAction<AvailabilityChange>) => `${action.payload.kind}:${action.payload.id}`,
    changeAvailability,
  );
}
