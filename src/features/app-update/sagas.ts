import type { EventChannel } from 'redux-saga';
import { call, delay, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import type { Workbox } from 'workbox-window';
import { shouldReloadOnControlling, UPDATE_CHECK_INTERVAL_MS, type UpdateStatus } from './rules';
import { canUseServiceWorker, createWorkbox, installsAsUpdate, reloadPage, workerChannelOf, type WorkerMessage } from './serviceWorker';
import { selectUpdateStatus, updateAccepted, updateWaiting } from './slice';

/** A failed check (offline, server restarting) is simply tried again at the next interval. */
function* checkForUpdate(workbox: Workbox) {
  try {
    yield call([workbox, workbox.update]);
  } catch {
    // The next check is an hour away; nothing the user needs to know.
  }
}

function* checkEveryInterval(workbox: Workbox) {
  while (true) {
    yield delay(UPDATE_CHECK_INTERVAL_MS);
    yield call(checkForUpdate, workbox);
  }
}

function* activateWaitingVersion(workbox: Workbox) {
  yield call([workbox, workbox.messageSkipWaiting]);
}

function* announceUpdateInstalling(registration: ServiceWorkerRegistration | undefined) {
  const isUpdate: boolean = yield call(installsAsUpdate, registration);
  if (isUpdate) yield put(updateWaiting());
}

function* followWorker(channel: EventChannel<WorkerMessage>) {
  while (true) {
    const message: WorkerMessage = yield take(channel);
    if (message.type === 'waiting') {
      yield put(updateWaiting());
    } else {
      const status: UpdateStatus = yield select(selectUpdateStatus);
      if (shouldReloadOnControlling(status, message.isUpdate)) {
        yield call(reloadPage);
        return;
      }
    }
  }
}

/** Spec 1: registers the service worker, checks for a new version on start and every hour. */
export function* appUpdateSaga() {
  const supported: boolean = yield call(canUseServiceWorker);
  if (!supported) return;
  const workbox: Workbox = yield call(createWorkbox);
  const channel: EventChannel<WorkerMessage> = yield call(workerChannelOf, workbox);
  yield fork(followWorker, channel);
  yield takeLeading(updateAccepted.type, activateWaitingVersion, workbox);
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = yield call([workbox, workbox.register]);
  } catch (error) {
    // Without a worker the app still runs online; it only loses offline start and updates.
    yield call([console, console.warn], 'Service worker não registrado.', error);
    return;
  }
  yield fork(announceUpdateInstalling, registration);
  yield call(checkForUpdate, workbox);
  yield fork(checkEveryInterval, workbox);
}
