import type { Action } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, cancelled, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { StaffPermission } from '@contract/staff-roles';
import type { Authorization, PersonSession, StaffMember, TeamSettings } from '@contract/staff';
import { liveEventReceived, liveReconnected } from '@/live/events';
import { installManagerAuthorizer, installPersonRefusalListener } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import { messageOf } from '@/shared/api/messages';
import { businessUnitLoaded, signedOut } from '@/shared/session/events';
import { keepActivePerson, keepDeviceAsksForPin } from './storage';
import type { ShopScope } from '@/shared/session/scope';
import { selectShopScope } from '../scope';
import * as api from './api';
import { landingPathOf } from '@/session/landing';
import { idleLockMsOf, memberStillActing, msUntilExpiry } from './rules';
import { selectActivePerson, selectAuthorizationRequest, selectIdleLockMinutes } from './selectors';
import {
  activeMemberRead,
  asksPinChanged,
  authorizationCancelled,
  authorizationGranted,
  authorizationPinRefused,
  authorizationPinSubmitted,
  authorizationRequested,
  idleLockMinutesLoaded,
  personLocked,
  personSignedIn,
  pinRefused,
  pinSubmitted,
  type PinRefusal,
} from './slice';

/** The pad's words for a refused PIN: the server's message, and until when too many wrong PINs lock it. */
export function pinRefusalOf(error: unknown, now: number): PinRefusal {
  const retryAfter = error instanceof ApiError ? error.retryAfter : undefined;
  return { message: messageOf(error), lockedUntil: retryAfter !== undefined ? now + retryAfter * 1000 : null };
}

function* scopeWhenKnown() {
  let scope: ShopScope | null = yield select(selectShopScope);
  while (!scope) {
    yield take(businessUnitLoaded.type);
    scope = yield select(selectShopScope);
  }
  return scope;
}

/** 'Digite seu PIN': the person whose PIN it is acts on the device from now on, on their role's screen. */
export function* openPersonSession(action: ReturnType<typeof pinSubmitted>) {
  try {
    const scope: ShopScope = yield call(scopeWhenKnown);
    const session: PersonSession = yield call(api.openPersonSession, scope, action.payload);
    yield call(keepActivePerson, session);
    yield put(personSignedIn({ session, landing: landingPathOf(session.member.role) }));
  } catch (error) {
    yield put(pinRefused(pinRefusalOf(error, Date.now())));
  }
}

/** 'Autorização do gerente': a manager's PIN for the one action waiting. */
export function* authorizeWaitingAction(action: ReturnType<typeof authorizationPinSubmitted>) {
  const waiting: ReturnType<typeof selectAuthorizationRequest> = yield select(selectAuthorizationRequest);
  if (!waiting) return;
  try {
    const scope: ShopScope = yield call(scopeWhenKnown);
    const authorization: Authorization = yield call(api.authorizeAction, scope, action.payload, waiting.permission);
    yield put(authorizationGranted(authorization.authorizationToken));
  } catch (error) {
    yield put(authorizationPinRefused(pinRefusalOf(error, Date.now())));
  }
}

export function* loadIdleLockMinutes() {
  try {
    const scope: ShopScope = yield call(scopeWhenKnown);
    const settings: TeamSettings = yield call(api.fetchTeamSettings, scope);
    yield put(idleLockMinutesLoaded(settings.idleLockMinutes));
  } catch (error) {
    // The default 'Bloquear após' holds until the next read.
    yield call([console, console.error], 'Equipe: não foi possível ler o tempo de bloqueio.', error);
  }
}

/** The active person as the team has them now: renamed, or deactivated and gone, which locks at once. */
export function* checkActiveMember() {
  const active: PersonSession | null = yield select(selectActivePerson);
  if (!active) return;
  try {
    const scope: ShopScope = yield call(scopeWhenKnown);
    const members: StaffMember[] = yield call(api.fetchMembers, scope);
    const current: PersonSession | null = yield select(selectActivePerson);
    if (current?.personToken !== active.personToken) return;
    const member = memberStillActing(members, active.member.id);
    yield put(member ? activeMemberRead(member) : personLocked('removed'));
  } catch (error) {
    yield call([console, console.error], 'Equipe: não foi possível ler a pessoa ativa.', error);
  }
}

const isActiveMemberEvent = (memberId: number) => (action: Action) =>
  liveEventReceived.match(action) && action.payload.channel === 'team' && action.payload.id === memberId;

/** Every touch or key on the page, while the idle lock waits. */
export function activityChannel(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const touched = () => emit(true);
    const options = { capture: true, passive: true } as const;
    target.addEventListener('pointerdown', touched, options);
    target.addEventListener('keydown', touched, options);
    return () => {
      target.removeEventListener('pointerdown', touched, options);
      target.removeEventListener('keydown', touched, options);
    };
  }, buffers.sliding(1));
}

/** Returns once the page went untouched for the shop's 'Bloquear após'; its listeners go with it. */
export function* idleFor() {
  const activity: EventChannel<true> = yield call(activityChannel);
  try {
    while (true) {
      const minutes: number | null = yield select(selectIdleLockMinutes);
      const { idle } = yield race({ idle: delay(idleLockMsOf(minutes)), touched: take(activity) });
      if (idle) return true;
    }
  } finally {
    activity.close();
  }
}

/** The longest wait a browser's timer takes (about 24 days); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function* untilExpired(person: PersonSession) {
  let left = msUntilExpiry(person, Date.now());
  while (left > 0) {
    yield delay(Math.min(left, LONGEST_TIMER_MS));
    left = msUntilExpiry(person, Date.now());
  }
  return true;
}

function* checkOnTeamChanges(memberId: number) {
  yield takeEvery(isActiveMemberEvent(memberId), checkActiveMember);
  yield takeEvery(liveReconnected.type, checkActiveMember);
}

/**
 * While one person acts: locks when the page sits idle, when their token expires, and when the team says they are
 * no longer active (live, and after a lost link). Ends, with its timers and listeners, when they leave.
 */
export function* watchActivePerson(person: PersonSession) {
  const checks: Task = yield fork(checkOnTeamChanges, person.member.id);
  try {
    const { idle, expired } = yield race({
      idle: call(idleFor),
      expired: call(untilExpired, person),
      left: take([personLocked.type, personSignedIn.type, signedOut.type, asksPinChanged.type]),
    });
    if (idle) yield put(personLocked('idle'));
    else if (expired) yield put(personLocked('expired'));
  } finally {
    yield cancel(checks);
  }
}

export function* followActivePerson() {
  while (true) {
    const person: PersonSession | null = yield select(selectActivePerson);
    if (person) yield call(watchActivePerson, person);
    else yield take([personSignedIn.type, asksPinChanged.type]);
  }
}

/** The server refused the person acting now (deactivated, unknown): the device locks back to its PIN pad. */
function refusalChannel(): EventChannel<string> {
  return eventChannel<string>((emit) => {
    installPersonRefusalListener(emit);
    return () => installPersonRefusalListener(null);
  }, buffers.sliding(1));
}

export function* lockOnRefusal() {
  const refusals: EventChannel<string> = yield call(refusalChannel);
  try {
    while (true) {
      const refusedToken: string = yield take(refusals);
      const active: PersonSession | null = yield select(selectActivePerson);
      if (active?.personToken === refusedToken) yield put(personLocked('refused'));
    }
  } finally {
    refusals.close();
  }
}

interface AuthorizationAsked {
  permission: StaffPermission;
  answer: (token: string | null) => void;
}

function authorizerChannel(): EventChannel<AuthorizationAsked> {
  return eventChannel<AuthorizationAsked>((emit) => {
    installManagerAuthorizer((permission) => new Promise((answer) => emit({ permission, answer })));
    return () => installManagerAuthorizer(null);
  }, buffers.expanding(4));
}

/** One 'Autorização do gerente' at a time, each for the call that asked; a lock or a sign-out cancels it. */
export function* answerAuthorization(asked: AuthorizationAsked) {
  let token: string | null = null;
  try {
    yield put(authorizationRequested(asked.permission));
    const { granted }: { granted?: ReturnType<typeof authorizationGranted> } = yield race({
      granted: take(authorizationGranted.type),
      cancelled: take([authorizationCancelled.type, personLocked.type, signedOut.type]),
    });
    token = granted?.payload ?? null;
  } finally {
    const stopped: boolean = yield cancelled();
    if (stopped) yield put(authorizationCancelled());
    asked.answer(token);
  }
}

export function* answerAuthorizations() {
  const asked: EventChannel<AuthorizationAsked> = yield call(authorizerChannel);
  try {
    while (true) {
      const next: AuthorizationAsked = yield take(asked);
      yield call(answerAuthorization, next);
    }
  } finally {
    asked.close();
  }
}

function* keepAsksPin(action: ReturnType<typeof asksPinChanged>) {
  yield call(keepDeviceAsksForPin, action.payload);
  // A device that no longer asks for a PIN acts as the shop's account again.
  if (!action.payload) yield put(personLocked('switch'));
}

function* forgetActivePerson() {
  yield call(keepActivePerson, null);
}

function* forgetDeviceTeam() {
  yield call(keepActivePerson, null);
  yield call(keepDeviceAsksForPin, false);
}

export function* personSaga() {
  yield takeLeading(pinSubmitted.type, openPersonSession);
  yield takeLeading(authorizationPinSubmitted.type, authorizeWaitingAction);
  yield takeEvery(asksPinChanged.type, keepAsksPin);
  yield takeEvery(personLocked.type, forgetActivePerson);
  yield takeEvery(signedOut.type, forgetDeviceTeam);
  yield takeEvery([personSignedIn.type, liveReconnected.type], loadIdleLockMinutes);
  yield fork(lockOnRefusal);
  yield fork(answerAuthorizations);
  yield fork(loadIdleLockMinutes);
  yield fork(checkActiveMember);
  yield call(followActivePerson);
}
