import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { isSignedIn, providerIdOf } from './rules';

export const selectIsSignedIn = (state: RootState) => isSignedIn(state.auth);
export const selectProviderId = createSelector([(state: RootState) => state.auth.accountToken], providerIdOf);
export const selectBusinessUnit = (state: RootState) => state.auth.businessUnit;
export const selectProfile = (state: RootState) => state.auth.profile;
export const selectSignIn = (state: RootState) => state.auth.signIn;
export const selectSessionNotice = (state: RootState) => state.auth.notice;
