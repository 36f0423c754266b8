import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffPermission } from '@contract/staff-roles';
import type { PersonSession, StaffMember } from '@contract/staff';
import { signedOut } from '@/shared/session/events';
import { deviceAsksForPin, readActivePerson } from '@/shared/session/person';

/** A PIN typed on the pad: on its way, or refused with the server's words (and, locked, until when). */
export interface PinEntry {
  pending: boolean;
  message: string | null;
  /** Too many wrong PINs: the pad takes none before this instant (ms). */
  lockedUntil: number | null;
}

/** 'Autorização do gerente' open for one action: the permission it needs and the PIN typed for it. */
export interface AuthorizationRequest extends PinEntry {
  permission: StaffPermission;
}

/**
 * The person acting on this device ('Pedir PIN'): whether the device asks for a PIN, who acts now (kept across
 * reloads, storage in shared/session/person.ts), the PIN pad's entry, a manager's authorization being asked, and
 * where the device goes once a person's PIN is taken.
 */
export interface PersonState {
  asksPin: boolean;
  active: PersonSession | null;
  pin: PinEntry;
  authorization: AuthorizationRequest | null;
  /** The screen a person's role opens on, until the shell has gone there. */
  landing: string | null;
  idleLockMinutes: number | null;
}

const idleEntry: PinEntry = { pending: false, message: null, lockedUntil: null };

export const initialPersonState = (): PersonState => ({
  asksPin: deviceAsksForPin(),
  active: readActivePerson(),
  pin: idleEntry,
  authorization: null,
  landing: null,
  idleLockMinutes: null,
});

export type PinRefusal = { message: string; lockedUntil: number | null };

/** Why the device locked: kept for the log and the tests; the pad itself looks the same. */
export type LockReason = 'switch' | 'idle' | 'expired' | 'refused' | 'removed';

const slice = createSlice({
  name: 'person',
  initialState: initialPersonState,
  reducers: {
    asksPinChanged(state, action: PayloadAction<boolean>) {
      state.asksPin = action.payload;
    },
    pinSubmitted(state, _action: PayloadAction<string>) {
      state.pin = { ...state.pin, pending: true, message: null };
    },
    pinRefused(state, action: PayloadAction<PinRefusal>) {
      state.pin = { pending: false, ...action.payload };
    },
    personSignedIn(state, action: PayloadAction<{ session: PersonSession; landing: string | null }>) {
      state.active = action.payload.session;
      state.landing = action.payload.landing;
      state.pin = idleEntry;
    },
    landingReached(state) {
      state.landing = null;
    },
    /** The person's name or role changed meanwhile ('Equipe', live): the header says it as it is now. */
    activeMemberRead(state, action: PayloadAction<StaffMember>) {
      if (state.active && state.active.member.id === action.payload.id) state.active.member = action.payload;
    },
    /** 'Trocar pessoa', the idle time, an expired or refused token, a person deactivated: back to the PIN pad. */
    personLocked(state, _action: PayloadAction<LockReason>) {
      state.active = null;
      state.authorization = null;
      state.landing = null;
    },
    idleLockMinutesLoaded(state, action: PayloadAction<number>) {
      state.idleLockMinutes = action.payload;
    },
    authorizationRequested(state, action: PayloadAction<StaffPermission>) {
      state.authorization = { ...idleEntry, permission: action.payload };
    },
    authorizationPinSubmitted(state, _action: PayloadAction<string>) {
      if (state.authorization) state.authorization = { ...state.authorization, pending: true, message: null };
    },
    authorizationPinRefused(state, action: PayloadAction<PinRefusal>) {
      if (state.authorization) state.authorization = { ...state.authorization, pending: false, ...action.payload };
    },
    /** The dialog closes: authorized (the token goes back to the waiting call, not into the state) or cancelled. */
    authorizationGranted(state, _action: PayloadAction<string>) {
      state.authorization = null;
    },
    authorizationCancelled(state) {
      state.authorization = null;
    },
  },
  extraReducers: (builder) => {
    // The shop's account signing in again is the owner's, who decides anew whether the device asks for a PIN: a
    // device set to ask, with no one able to type a PIN, is never locked out of the shop.
    builder.addCase(signedOut, () => ({ ...initialPersonState(), asksPin: false, active: null }));
  },
});

export const {
  asksPinChanged,
  pinSubmitted,
  pinRefused,
  personSignedIn,
  landingReached,
  activeMemberRead,
  personLocked,
  idleLockMinutesLoaded,
  authorizationRequested,
  authorizationPinSubmitted,
  authorizationPinRefused,
  authorizationGranted,
  authorizationCancelled,
} = slice.actions;
export default slice.reducer;
