import type { RootState } from '@/app/rootReducer';
import type { StaffPermission } from '@contract/staff-roles';
import { selectSignedInMember } from '@/session/selectors';
import { isLocked, personMay } from './rules';

/** The person's state once the team's group runs on this device; before, no one acts and nothing is asked. */
const personOf = (state: RootState) => state.person;

export const selectActivePerson = (state: RootState) => personOf(state)?.active ?? null;
export const selectDeviceAsksPin = (state: RootState) => personOf(state)?.asksPin ?? false;
/** The person acting: the member signed in with their own e-mail, else the one whose PIN was typed, else none. */
export const selectActingMember = (state: RootState) => selectSignedInMember(state) ?? selectActivePerson(state)?.member ?? null;
/** A device signed in by a member with their own e-mail never asks for a PIN: it is theirs. */
export const selectDeviceLocked = (state: RootState) => {
  const person = personOf(state);
  return person && !selectSignedInMember(state) ? isLocked(person.asksPin, person.active) : false;
};
export const selectPinEntry = (state: RootState) => personOf(state)?.pin ?? null;
export const selectAuthorizationRequest = (state: RootState) => personOf(state)?.authorization ?? null;
export const selectLanding = (state: RootState) => personOf(state)?.landing ?? null;
export const selectIdleLockMinutes = (state: RootState) => personOf(state)?.idleLockMinutes ?? null;
export const selectPersonMay = (state: RootState, permission: StaffPermission) => personMay(selectActingMember(state), permission);
