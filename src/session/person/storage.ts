import type { PersonSession } from '@contract/staff';
import { ACTIVE_PERSON_STORAGE_KEY, ASKS_PIN_STORAGE_KEY } from '@/shared/session/person';

/** Keeps the device's 'Pedir PIN' and the person acting where a reload and the API client find them. */
export function keepDeviceAsksForPin(asks: boolean): void {
  if (asks) localStorage.setItem(ASKS_PIN_STORAGE_KEY, 'true');
  else localStorage.removeItem(ASKS_PIN_STORAGE_KEY);
}

export function keepActivePerson(person: PersonSession | null): void {
  if (person) localStorage.setItem(ACTIVE_PERSON_STORAGE_KEY, JSON.stringify(person));
  else localStorage.removeItem(ACTIVE_PERSON_STORAGE_KEY);
}
