import type { Action } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { StaffMember, TeamMember, TeamSettings } from '@contract/staff';
import { liveEventReceived, liveReconnected } from '@/live/events';
import { shopScope } from '@/session/scope';
import * as api from '@/session/person/api';
import { activeMemberRead, idleLockMinutesLoaded } from '@/session/person/slice';
import { messageOf } from '@/shared/api/messages';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { CHANGES_SAVED } from '@/shared/notifications/successes';
import type { ShopScope } from '@/shared/session/scope';
import { memberChangesOf, newMemberOf } from './rules';
import {
  idleLockSaveRequested,
  idleLockSaveSettled,
  memberSaved,
  memberSaveFailed,
  memberSaveRequested,
  memberSignInFailed,
  memberSignInRequested,
  memberSignInSaved,
  membersFailed,
  membersLoaded,
  membersRequested,
} from './slice';

export const CREATE_FAILED = 'Não foi possível adicionar a pessoa.';
export const MEMBER_ADDED = 'Pessoa adicionada.';
export const SIGN_IN_SAVED = 'Acesso com e-mail salvo.';
export const SIGN_IN_REMOVED = 'Acesso com e-mail removido.';

export function* loadMembers() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const members: TeamMember[] = yield call(api.fetchMembers, scope);
    yield put(membersLoaded(members));
  } catch (error) {
    yield put(membersFailed(messageOf(error)));
  }
}

/** The server's words come under the title ('Este PIN já é de outra pessoa da equipe.'), the form stays as typed. */
export function* saveMember(action: ReturnType<typeof memberSaveRequested>) {
  const { requestId, id, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const member: StaffMember =
      id === null ? yield call(api.createMember, scope, newMemberOf(values)) : yield call(api.updateMember, scope, id, memberChangesOf(values));
    yield put(memberSaved({ requestId, member }));
    yield put(activeMemberRead(member));
    yield notifySuccess(id === null ? MEMBER_ADDED : CHANGES_SAVED);
  } catch (error) {
    yield put(memberSaveFailed(requestId));
    yield notifyError(messageOf(error), error, id === null ? CREATE_FAILED : UPDATE_FAILED);
  }
}

/** 'Salvar acesso' / 'Remover acesso': the server's words when refused ('Este e-mail já é usado por outro acesso.'). */
export function* saveMemberSignIn(action: ReturnType<typeof memberSignInRequested>) {
  const { memberId, signIn } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    if (signIn) yield call(api.saveMemberSignIn, scope, memberId, signIn);
    else yield call(api.removeMemberSignIn, scope, memberId);
    yield put(memberSignInSaved({ memberId, email: signIn ? signIn.email.trim().toLowerCase() : null }));
    yield notifySuccess(signIn ? SIGN_IN_SAVED : SIGN_IN_REMOVED);
  } catch (error) {
    yield put(memberSignInFailed(memberId));
    yield notifyError(messageOf(error), error, UPDATE_FAILED);
  }
}

export function* saveIdleLock(action: ReturnType<typeof idleLockSaveRequested>) {
  try {
    const scope: ShopScope = yield call(shopScope);
    const settings: TeamSettings = yield call(api.saveTeamSettings, scope, { idleLockMinutes: action.payload });
    yield put(idleLockMinutesLoaded(settings.idleLockMinutes));
    yield put(idleLockSaveSettled('done'));
    yield notifySuccess(CHANGES_SAVED);
  } catch (error) {
    yield put(idleLockSaveSettled('error'));
    yield notifyError(messageOf(error), error, UPDATE_FAILED);
  }
}

/** Someone added or changed a person on another device, or the link came back having missed it: 'Equipe' reads the team again. */
export const teamChanged = (action: Action): boolean =>
  (liveEventReceived.match(action) && action.payload.channel === 'team') || liveReconnected.match(action);

export function* teamSaga() {
  yield takeLatest((action: Action) => membersRequested.match(action) || teamChanged(action), loadMembers);
  yield takeLeading(memberSaveRequested.type, saveMember);
  yield takeLeading(memberSignInRequested.type, saveMemberSignIn);
  yield takeLeading(idleLockSaveRequested.type, saveIdleLock);
}
