import { call, put, takeEvery } from 'redux-saga/effects';
import type { ImageChanged } from '@contract/menu';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import { photoChanged } from '@/shared/menu/events';
import { uploadFailed, uploadRequested } from './slice';
import { takeStagedImage } from './staging';

export const PHOTO_FAILED = 'Não foi possível alterar a foto.';
export const COVER_FAILED = 'Não foi possível alterar a capa.';
export const COVER_CHANGED = 'Capa alterada.';

export function* uploadImage(action: ReturnType<typeof uploadRequested>) {
  const { target, fileKey } = action.payload;
  const isCover = target.kind === 'cover';
  try {
    const jpeg: Blob | undefined = yield call(takeStagedImage, fileKey);
    if (!jpeg) throw new Error('missing file entry');
    const scope: ShopScope = yield call(shopScope);
    const changed: ImageChanged = yield call(api.uploadImage, scope, target, jpeg);
    yield put(photoChanged({ target, ...changed }));
    if (isCover) yield notifySuccess(COVER_CHANGED);
  } catch (error) {
    yield put(uploadFailed({ target }));
    yield notifyError(isCover ? COVER_FAILED : PHOTO_FAILED, error);
  }
}

/** Each target uploads on its own; a second upload of the same target waits in the dialog (its button is off). */
export function* menuImagesSaga() {
  yield takeEvery(uploadRequested.type, uploadImage);
}
