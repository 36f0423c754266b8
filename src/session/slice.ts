import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken, STORAGE_KEYS } from '@/shared/api/tokens';
import { businessUnitLoaded, signedIn, signedOut, tokensRenewed } from '@/shared/session/events';
import type { BusinessUnit, Credentials, Profile } from './types';
import type { LoadStatus } from '@/shared/lib/loadStatus';

export interface AuthState {
  userToken: string | null;
  accountToken: string | null;
  businessUnit: BusinessUnit | null;
  profile: Profile | null;
  signIn: { status: LoadStatus; error: string | null };
  session: { status: LoadStatus; error: string | null };
  /** Why the user is on the login screen when it was not their choice (the session could not be renewed). */
  notice: string | null;
}

export const SESSION_EXPIRED_NOTICE = 'Sua sessão expirou. Entre novamente.';

function readStoredBusinessUnit(): BusinessUnit | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.businessUnit);
    return raw ? (JSON.parse(raw) as BusinessUnit) : null;
  } catch {
    return null;
  }
}

/** A reload keeps the user signed in: the state starts from what local storage holds. */
export function initialAuthState(): AuthState {
  const hasStorage = typeof localStorage !== 'undefined';
  return {
    userToken: hasStorage ? readToken('user') : null,
    accountToken: hasStorage ? readToken('account') : null,
    businessUnit: hasStorage ? readStoredBusinessUnit() : null,
    profile: null,
    signIn: { status: 'idle', error: null },
    session: { status: 'idle', error: null },
    notice: null,
  };
}

const slice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signInRequested(state, _action: PayloadAction<Credentials>) {
      state.signIn = { status: 'pending', error: null };
      state.notice = null;
    },
    signInFailed(state, action: PayloadAction<string>) {
      state.signIn = { status: 'error', error: action.payload };
    },
    sessionLoadRequested(state) {
      state.session = { status: 'pending', error: null };
    },
    profileLoaded(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
    },
    sessionLoaded(state) {
      state.session = { status: 'resolved', error: null };
    },
    sessionLoadFailed(state, action: PayloadAction<string>) {
      state.session = { status: 'error', error: action.payload };
    },
    signOutRequested() {},
    sessionExpired(state) {
      state.notice = SESSION_EXPIRED_NOTICE;
    },
  },
  extraReducers: (builder) => {
    // The session's events live in shared/session, where the live link hears them too.
    builder.addCase(signedIn, (state, action) => {
      state.userToken = action.payload.userToken;
      state.accountToken = action.payload.accountToken;
      state.signIn = { status: 'resolved', error: null };
    });
    builder.addCase(businessUnitLoaded, (state, action) => {
      state.businessUnit = action.payload;
    });
    builder.addCase(tokensRenewed, (state, action) => {
      state.userToken = action.payload.userToken;
      state.accountToken = action.payload.accountToken;
    });
    // The notice outlives the sign-out it explains: a refused call may end the session again right after.
    builder.addCase(signedOut, (state) => ({
      ...initialAuthState(),
      userToken: null,
      accountToken: null,
      businessUnit: null,
      notice: state.notice,
    }));
  },
});

export const {
  signInRequested,
  signInFailed,
  sessionLoadRequested,
  profileLoaded,
  sessionLoaded,
  sessionLoadFailed,
  signOutRequested,
  sessionExpired,
} = slice.actions;

export { businessUnitLoaded, signedIn, tokensRenewed };

export default slice.reducer;
