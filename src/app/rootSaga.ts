import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/sagas';
import { notificationsSaga } from '../shared/notifications/sagas';

/** The sagas the login page needs; signed-in features start theirs when their chunk loads. */
export function* rootSaga() {
  yield all([fork(authSaga), fork(notificationsSaga)]);
}
