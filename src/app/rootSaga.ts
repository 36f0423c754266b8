import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/sagas';
import { notificationsSaga } from '../shared/notifications/sagas';

export function* rootSaga() {
  yield all([fork(authSaga), fork(notificationsSaga)]);
}
