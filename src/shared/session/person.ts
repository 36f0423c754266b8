import type { PersonSession } from '@contract/staff';

/**
 * What a shared device keeps of its team ('Equipe') across reloads, apart from the team's code so that the first
 * load can ask without loading it: whether the device asks for a PIN ('Pedir PIN', the device's own, kept after a
 * sign-out) and the person acting now (dropped with the session).
 */
export const ASKS_PIN_STORAGE_KEY = 'staffAsksPin';
export const ACTIVE_PERSON_STORAGE_KEY = 'staffPerson';

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const deviceAsksForPin = (): boolean => storage()?.getItem(ASKS_PIN_STORAGE_KEY) === 'true';

export function keepDeviceAsksForPin(asks: boolean): void {
  if (asks) storage()?.setItem(ASKS_PIN_STORAGE_KEY, 'true');
  else storage()?.removeItem(ASKS_PIN_STORAGE_KEY);
}

export function readActivePerson(): PersonSession | null {
  const kept = storage()?.getItem(ACTIVE_PERSON_STORAGE_KEY);
  if (!kept) return null;
  try {
    const person = JSON.parse(kept) as Partial<PersonSession>;
    return typeof person.personToken === 'string' && person.member && typeof person.expiresAt === 'string' ? (person as PersonSession) : null;
  } catch {
    return null;
  }
}

export function keepActivePerson(person: PersonSession | null): void {
  if (person) storage()?.setItem(ACTIVE_PERSON_STORAGE_KEY, JSON.stringify(person));
  else storage()?.removeItem(ACTIVE_PERSON_STORAGE_KEY);
}

/** The token every staff request carries as the person acting (PERSON_HEADER); none: the shop's own account. */
export const activePersonToken = (): string | null => readActivePerson()?.personToken ?? null;

/** Whether the team's code has anything to do on this device: it asks for a PIN, or a person is acting. */
export const deviceHasTeam = (): boolean => deviceAsksForPin() || readActivePerson() !== null;
