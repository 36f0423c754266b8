import { combineSlices } from '@reduxjs/toolkit';
import appUpdate from '@/features/app-update/slice';
import auth from '@/session/slice';
import connectivity from '@/features/connectivity/slice';
import notifications from '@/shared/notifications/slice';
import type { SignedInState } from './signedIn/signedInState';

/** What the login page needs; the signed-in features are injected when their chunk loads (signedIn/install.ts). */
export const rootReducer = combineSlices({ auth, notifications, appUpdate, connectivity }).withLazyLoadedSlices<SignedInState>();

type CoreState = {
  auth: ReturnType<typeof auth>;
  notifications: ReturnType<typeof notifications>;
  appUpdate: ReturnType<typeof appUpdate>;
  connectivity: ReturnType<typeof connectivity>;
};

/**
 * Screens and sagas that read a signed-in slice only run once the slice is injected, so the state is typed
 * with every slice present.
 */
export type RootState = CoreState & SignedInState;
