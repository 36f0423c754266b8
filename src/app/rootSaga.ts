import { all, fork } from 'redux-saga/effects';
import { appUpdateSaga } from '@/features/app-update/sagas';
import { authSaga } from '@/features/auth/sagas';
import { connectivitySaga } from '@/features/connectivity/sagas';
import { notificationsSaga } from '@/shared/notifications/sagas';

/** The sagas the login page needs (the app's own updates and network too); signed-in features start theirs when their chunk loads. */
export function* rootSaga() {
  yield all([fork(authSaga), fork(notificationsSaga), fork(appUpdateSaga), fork(connectivitySaga)]);
}
