import type { PersonSession } from '@contract/staff';

/**
 * What a shared device keeps of its team ('Equipe') across reloads, apart from the team's code so that the first
 * load can ask without loading it: whether the device asks for a PIN ('Pedir PIN', the device's own, kept after a
 * sign-out) and the person acting now (dropped with the session).
 */
export const ASKS_PIN_STORAGE_KEY = 'staffAsksPin';
export const ACTIVE_PERSON_STORAGE_KEY = 'staffPerson';

export const deviceAsksForPin = (): boolean => localStorage.getItem(ASKS_PIN_STORAGE_KEY) === 'true';

export function readActivePerson(): PersonSession | null {
  try {
    const person = JSON.parse(localStorage.getItem(ACTIVE_PERSON_STORAGE_KEY) ?? 'null') as PersonSession | null;
    return person?.personToken && person.member ? person : null;
  } catch {
    return null;
  }
}

/** The token every staff request carries as the person acting (PERSON_HEADER); none: the shop's own account. */
export const activePersonToken = (): string | null => readActivePerson()?.personToken ?? null;

/** Whether the team's code has anything to do on this device: it asks for a PIN, or a person is acting. */
export const deviceHasTeam = (): boolean => deviceAsksForPin() || readActivePerson() !== null;
