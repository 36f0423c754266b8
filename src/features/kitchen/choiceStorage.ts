import { parseStoredChoice, type StationChoice } from './rules';

/** The station this device shows, kept on the device: a bar tablet stays the bar's through sign-outs and reloads. */
export const STATION_CHOICE_STORAGE_KEY = 'kitchenStation';

export function readStationChoice(): StationChoice | undefined {
  try {
    return parseStoredChoice(localStorage.getItem(STATION_CHOICE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export function saveStationChoice(choice: StationChoice): void {
  try {
    localStorage.setItem(STATION_CHOICE_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Private browsing may refuse storage: the choice then lasts as long as the page.
  }
}
