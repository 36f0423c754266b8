import type { RootState } from '@/app/rootReducer';
import type { StaffPermission } from '@contract/staff-roles';
import { isLocked, personMay } from './rules';

/** The person's state once the team's group runs on this device; before, no one acts and nothing is asked. */
const personOf = (state: RootState) => state.person;

export const selectActivePerson = (state: RootState) => personOf(state)?.active ?? null;
export const selectDeviceAsksPin = (state: RootState) => personOf(state)?.asksPin ?? false;
export const selectDeviceLocked = (state: RootState) => {
  const person = personOf(state);
  return person ? isLocked(person.asksPin, person.active) : false;
};
export const selectPinEntry = (state: RootState) => personOf(state)?.pin ?? null;
export const selectAuthorizationRequest = (state: RootState) => personOf(state)?.authorization ?? null;
export const selectLanding = (state: RootState) => personOf(state)?.landing ?? null;
export const selectIdleLockMinutes = (state: RootState) => personOf(state)?.idleLockMinutes ?? null;
export const selectPersonMay = (state: RootState, permission: StaffPermission) => personMay(selectActivePerson(state), permission);
