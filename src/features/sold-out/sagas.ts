import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import type { Availability } from '@contract/availability';
import { takeLeadingPerKey } from '@/shared/saga/effects';
import { ApiError } from '@/shared/api/errors';
import { notifyError } from '@/shared/notifications/effects';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { isLinkDown } from '@/live/linkStatus';
import { selectLiveStatus, type LiveStatus } from '@/live/liveSlice';
import { replayOutcomeOf, shouldQueue, type OutboxEntry } from '@/ordering/outbox/rules';
import { queueCommand, takeQueued } from '@/ordering/outbox/sagas';
import { queuedCommandSettled } from '@/ordering/outbox/slice';
import { newCommandKey } from '@/ordering/outbox/storage';
import { selectShopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import { availabilityChanged, type AvailabilityChange } from '@/shared/menu/events';
import {
  availabilityChangeFailed,
  availabilityChangeQueued,
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

function* queueChange(scope: ShopScope, change: AvailabilityChange, key: string, sentBefore: boolean) {
  yield put(availabilityChangeQueued(change));
  yield call(queueCommand, { key, scope, command: { kind: 'availability', change }, queuedAt: Date.now(), sentBefore });
}

/**
 * The spec's rule for the menu's switches: a change the server refuses goes back, with 'Não foi possível alterar.'
 * With the link down the mark stays and waits on the device, sent when the link is back.
 */
export function* changeAvailability(action: PayloadAction<AvailabilityChange>) {
  const { kind, id, available } = action.payload;
  let linkDown = false;
  let scope: ShopScope | null = null;
  let key = '';
  try {
    scope = yield select(selectShopScope);
    if (!scope) throw new Error('BusinessUnit is not loaded');
    key = yield call(newCommandKey);
    const status: LiveStatus = yield select(selectLiveStatus);
    linkDown = isLinkDown(status);
    if (shouldQueue({ linkDown })) {
      yield call(queueChange, scope, action.payload, key, false);
      return;
    }
    yield call(api.setAvailability, scope, kind, id, available, key);
    yield put(availabilityChanged(action.payload));
  } catch (error) {
    if (scope && error instanceof ApiError && shouldQueue({ linkDown, failureStatus: error.status })) {
      yield call(queueChange, scope, action.payload, key, true);
      return;
    }
    yield put(availabilityChangeFailed(action.payload));
    yield notifyError(UPDATE_FAILED, error);
  }
}

/** A queued mark sent when the link came back; a refusal puts the mark back with the spec's text. */
export function* replayAvailability(action: PayloadAction<OutboxEntry>) {
  const { key, scope, command } = action.payload;
  if (command.kind !== 'availability') return;
  const { kind, id, available } = command.change;
  try {
    yield call(api.setAvailability, scope, kind, id, available, key);
    yield put(availabilityChanged(command.change));
    yield put(queuedCommandSettled({ key, outcome: 'applied' }));
  } catch (error) {
    const outcome = replayOutcomeOf(error instanceof ApiError ? error.status : -1);
    if (outcome !== 'unreachable') {
      yield put(availabilityChangeFailed(command.change));
      yield notifyError(UPDATE_FAILED, error);
    }
    yield put(queuedCommandSettled({ key, outcome }));
  }
}


export function* soldOutSaga() {
  yield takeLatest(availabilityRequested.type, loadAvailability);
  yield takeLeadingPerKey(
    availabilityChangeRequested.match,
    (action: PayloadAction<AvailabilityChange>) => `${action.payload.kind}:${action.payload.id}`,
    changeAvailability,
  );
  yield fork(takeQueued, 'availability', replayAvailability);
}
