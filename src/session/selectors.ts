import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { isSignedIn, providerIdOf } from './rules';

export const selectIsSignedIn = (state: RootState) => isSignedIn(state.auth);
export const selectProviderId = createSelector([(state: RootState) => state.auth.accountToken], providerIdOf);
export const selectBusinessUnit = (state: RootState) => state.auth.businessUnit;
export const selectProfile = (state: RootState) => state.auth.profile;
export const selectSignIn = (state: RootState) => state.auth.signIn;
export const selectSessionNotice = (state: RootState) => state.auth.notice;
/** A person of the team signed in with their own e-mail: that person, fixed on this device (null: the shop's account). */
export const selectSignedInMember = (state: RootState) => state.auth.profile?.member ?? null;
/**
 * Signed in on this screen a moment ago, and the profile saying who it is still on its way: the first screen waits
 * for it to pick itself. A reload does not wait (offline it could wait long); it opens on Pedidos.
 */
export const selectJustSignedInUnknown = (state: RootState) =>
  state.auth.signIn.status === 'resolved' && state.auth.profile === null && state.auth.session.status === 'pending';
