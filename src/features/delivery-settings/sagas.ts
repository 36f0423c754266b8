import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { SLUG_RESERVED } from '@contract/errors';
import { ApiError } from '@/shared/api/errors';
import { messageOf } from '@/shared/api/messages';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { CHANGES_SAVED } from '@/shared/notifications/successes';
import * as api from './api';
import { deliveryPayloadOf, needsSlugCheck, type DeliveryValues } from './rules';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import { selectDeliverySettings, selectSavedSlug } from './selectors';
import { loaded, loadFailed, loadRequested, saved, saveFailed, saveRequested, slugChecked, slugCheckFailed, slugEdited } from './slice';

/** Long enough that typing a slug asks the server once, short enough that the answer feels immediate. */
export const SLUG_CHECK_DEBOUNCE_MS = 500;

export function* loadDeliverySettings() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const record: api.DeliverySettings | null = yield call(api.fetchDeliverySettings, scope);
    yield put(loaded(record));
  } catch (error) {
    yield put(loadFailed(messageOf(error)));
  }
}

/**
 * The server's reason for refusing a slug of its own paths, which this app's list, older than the server's, let
 * through the form: the user can act on it, so it is shown under the spec's title. Other failures say only the title.
 */
function reservedSlugReasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === SLUG_RESERVED ? error.message : undefined;
}

export function* saveDeliverySettings(action: PayloadAction<DeliveryValues>) {
  try {
    const scope: ShopScope = yield call(shopScope);
    const record: api.DeliverySettings | null = yield select(selectDeliverySettings);
    const payload = deliveryPayloadOf(scope.shopId, action.payload);
    const result: api.DeliverySettings = record
      ? yield call(api.updateDeliverySettings, scope, record.id, payload)
      : yield call(api.createDeliverySettings, scope, payload);
    yield put(saved(result));
    yield notifySuccess(CHANGES_SAVED);
  } catch (error) {
    yield put(saveFailed());
    const reason = reservedSlugReasonOf(error);
    yield reason ? notifyError(reason, error, UPDATE_FAILED) : notifyError(UPDATE_FAILED, error);
  }
}

/** Run through takeLatest: a new keystroke cancels both the wait and a check still on its way. */
export function* checkSlug(action: PayloadAction<string>) {
  const slug = action.payload;
  const savedSlug: string | null = yield select(selectSavedSlug);
  if (!needsSlugCheck(slug, savedSlug)) return;
  yield delay(SLUG_CHECK_DEBOUNCE_MS);
  try {
    const scope: ShopScope = yield call(shopScope);
    const valid: boolean = yield call(api.verifySlug, scope, slug);
    yield put(slugChecked({ slug, valid }));
  } catch {
    // Saving stays possible: the server's unique slug still refuses a taken one.
    yield put(slugCheckFailed(slug));
  }
}

export function* deliverySettingsSaga() {
  yield takeLatest(loadRequested.type, loadDeliverySettings);
  yield takeLeading(saveRequested.type, saveDeliverySettings);
  yield takeLatest(slugEdited.type, checkSlug);
}
