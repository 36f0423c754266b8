import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '@/app/rootReducer';
import * as api from '@/features/auth/api';
import { authSaga, loadSession, revokeSession, signIn, signOut } from '@/features/auth/sagas';
import {
  businessUnitLoaded,
  profileLoaded,
  sessionLoaded,
  sessionLoadFailed,
  sessionLoadRequested,
  signedIn,
  signInFailed,
  signInRequested,
  signOutRequested,
} from '@/session/slice';
import { ApiError } from '@/shared/api/errors';
import { sessionRejected, signedOut } from '@/shared/session/events';

const accountToken = `h.${Buffer.from(JSON.stringify({ account: '4' })).toString('base64url')}.s`;
const unit = { id: 10, name: 'Centro', isActive: true };
const profile = {
  id: 1,
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@exemplo.com.br',
  isEmailConfirmed: true,
  phone: null,
  picture: null,
};
const signedInState = () => {
  const state = rootReducer(undefined, { type: 'init' });
  return { ...state, auth: { ...state.auth, userToken: 'user-token', accountToken } };
};

beforeEach(() => localStorage.clear());

describe('signIn', () => {
  it('trades the credentials for both tokens and the refresh token, stores them and loads the session', async () => {
    const { storeState } = await expectSaga(signIn, signInRequested({ email: 'ana@exemplo.com.br', password: 'secret1' }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call(api.fetchUserToken, 'ana@exemplo.com.br', 'secret1'), { access_token: 'user-token', refresh_token: 'refresh-1' }],
        [matchers.call(api.fetchAccountToken, 'user-token'), accountToken],
      ])
      .put(signedIn({ userToken: 'user-token', accountToken }))
      .put(sessionLoadRequested())
      .run();
    expect(localStorage.getItem('auth-token')).toBe('user-token');
    expect(localStorage.getItem('auth-token-v2')).toBe(accountToken);
    expect(localStorage.getItem('auth-refresh-token')).toBe('refresh-1');
    expect(storeState.auth.signIn).toEqual({ status: 'resolved', error: null });
  });

  it("shows the failure's message and stores nothing", async () => {
    await expectSaga(signIn, signInRequested({ email: 'ana@exemplo.com.br', password: 'wrong12' }))
      .provide([
        [matchers.call.fn(api.fetchUserToken), throwError(new ApiError(400, 'invalid_grant', 'Usuário ou senha inválidos.'))],
      ])
      .put(signInFailed('Usuário ou senha inválidos.'))
      .not.put.actionType(signedIn.type)
      .run();
    expect(localStorage.getItem('auth-token')).toBeNull();
  });
});

describe('loadSession', () => {
  it('loads the first business unit and the profile, and keeps the unit in storage', async () => {
    const { storeState } = await expectSaga(loadSession)
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call(api.fetchBusinessUnits, 4), [unit, { id: 11, name: 'Outra', isActive: true }]],
        [matchers.call(api.fetchProfile), profile],
      ])
      .put(businessUnitLoaded(unit))
      .put(profileLoaded(profile))
      .put(sessionLoaded())
      .run();
    expect(JSON.parse(localStorage.getItem('businessUnit') ?? 'null')).toEqual(unit);
    expect(storeState.auth.profile).toEqual(profile);
  });

  it('logs out on a 401: tokens and stored business unit cleared', async () => {
    localStorage.setItem('auth-token', 'user-token');
    localStorage.setItem('auth-token-v2', accountToken);
    localStorage.setItem('businessUnit', JSON.stringify(unit));
    const { storeState } = await expectSaga(loadSession)
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(api.fetchBusinessUnits), throwError(new ApiError(401, 'unauthorized', 'Unauthorized'))],
        [matchers.call.fn(api.fetchProfile), profile],
      ])
      .put(signedOut())
      .run();
    expect(localStorage.length).toBe(0);
    expect(storeState.auth.userToken).toBeNull();
    expect(storeState.auth.accountToken).toBeNull();
    expect(storeState.auth.businessUnit).toBeNull();
  });

  it('records other failures without logging out', async () => {
    await expectSaga(loadSession)
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(api.fetchBusinessUnits), []],
        [matchers.call.fn(api.fetchProfile), profile],
      ])
      .put(sessionLoadFailed('BusinessUnit is not loaded'))
      .not.put(signedOut())
      .run();
  });

  it('ends the session when token 2 carries no account', async () => {
    const state = signedInState();
    await expectSaga(loadSession)
      .withReducer(rootReducer, { ...state, auth: { ...state.auth, accountToken: 'h.e30.s' } })
      .put(signedOut())
      .run();
  });
});

describe('authSaga', () => {
  it('ends the session when another feature reports a refused token', async () => {
    localStorage.setItem('auth-token', 'x');
    await expectSaga(authSaga).withReducer(rootReducer, signedInState()).put(signedOut()).dispatch(sessionRejected()).silentRun(50);
    expect(localStorage.getItem('auth-token')).toBeNull();
  });
});

describe('signOut', () => {
  const storeSession = () => {
    localStorage.setItem('auth-token', 'user-token');
    localStorage.setItem('auth-token-v2', accountToken);
    localStorage.setItem('businessUnit', JSON.stringify(unit));
  };

  it('ends the session and revokes both tokens on the server with one call', async () => {
    storeSession();
    const { storeState } = await expectSaga(signOut)
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call(api.revokeTokens, accountToken, 'user-token'), undefined]])
      .put(signedOut())
      .call(api.revokeTokens, accountToken, 'user-token')
      .run();
    expect(localStorage.length).toBe(0);
    expect(storeState.auth.userToken).toBeNull();
    expect(storeState.auth.accountToken).toBeNull();
  });

  it('signs out all the same when revoking fails, offline or refused', async () => {
    storeSession();
    const { storeState } = await expectSaga(signOut)
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(api.revokeTokens), throwError(new ApiError(0, 'network', 'Failed to fetch'))]])
      .put(signedOut())
      .call(api.revokeTokens, accountToken, 'user-token')
      .run();
    expect(localStorage.length).toBe(0);
    expect(storeState.auth.accountToken).toBeNull();
  });

  it('swallows the failure of the revoke call itself', async () => {
    await expectSaga(revokeSession, accountToken, 'user-token')
      .provide([[matchers.call.fn(api.revokeTokens), throwError(new ApiError(500, 'internal', 'Erro'))]])
      .call(api.revokeTokens, accountToken, 'user-token')
      .run();
  });

  it('does not wait for the server before the session ends', async () => {
    const never = new Promise<void>(() => undefined);
    await expectSaga(authSaga)
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(api.revokeTokens), never]])
      .put(signedOut())
      .dispatch(signOutRequested())
      .silentRun(50);
  });

  it('calls nothing when there are no tokens to revoke', async () => {
    await expectSaga(signOut).withReducer(rootReducer).put(signedOut()).not.call.fn(api.revokeTokens).run();
  });
});

