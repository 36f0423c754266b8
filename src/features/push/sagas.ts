import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { PushKey, PushSubscriptionBody } from '@contract/push';
import { selectShopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import {
  pushAvailability,
  requestNotificationPermission,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushAvailability,
} from './browserPush';
import { availabilityFound, PUSH_FAILED_MESSAGE, turnOffRequested, turnOnFailed, turnOnRequested } from './slice';

export function* findAvailability() {
  try {
    const availability: PushAvailability = yield call(pushAvailability);
    yield put(availabilityFound(availability));
  } catch {
    yield put(availabilityFound('off'));
  }
}

export function* turnOn() {
  try {
    const permission: NotificationPermission = yield call(requestNotificationPermission);
    if (permission !== 'granted') {
      yield put(availabilityFound(permission === 'denied' ? 'blocked' : 'off'));
      return;
    }
    const scope: ShopScope | null = yield select(selectShopScope);
    if (!scope) throw new Error('no shop');
    const { publicKey }: PushKey = yield call(api.fetchPushKey);
    const subscription: PushSubscriptionBody = yield call(subscribeThisDevice, publicKey);
    yield call(api.savePushSubscription, scope, subscription);
    yield put(availabilityFound('on'));
  } catch {
    yield put(turnOnFailed({ status: 'off', message: PUSH_FAILED_MESSAGE }));
  }
}

export function* turnOff() {
  try {
    const endpoint: string | null = yield call(unsubscribeThisDevice);
    const scope: ShopScope | null = yield select(selectShopScope);
    // The browser no longer listens, so the push service will refuse the next push and the server forget the
    // device anyway; telling it now only saves that round.
    if (endpoint && scope) yield call(api.removePushSubscription, scope, endpoint);
  } catch {
    // Nothing to undo: the device is unsubscribed, or was not.
  }
  yield put(availabilityFound('off'));
}

export function* pushNotificationsSaga() {
  yield all([call(findAvailability), takeLatest(turnOnRequested.type, turnOn), takeLatest(turnOffRequested.type, turnOff)]);
}
