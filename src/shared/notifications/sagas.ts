import { call, takeEvery } from 'redux-saga/effects';
import { errorRaised } from './slice';

/** The toast shows the user a friendly line; the cause must still reach the console for support. */
export function* logRaisedError(action: ReturnType<typeof errorRaised>) {
  const { title, message, error } = action.payload;
  const text = title ? `${title} ${message}` : message;
  const details = error === undefined ? [text] : [text, error];
  yield call([console, console.error], ...details);
}

export function* notificationsSaga() {
  yield takeEvery(errorRaised.type, logRaisedError);
}
