import { DEVICE_KEY_PATTERN } from '@contract/staff-headers';

/**
 * The device's own key, kept across sign-outs (a till belongs to the device, not to a session), so every staff call
 * names the device (DEVICE_HEADER) and each payment recorded here is counted in the till open on it.
 */
export const DEVICE_KEY_STORAGE_KEY = 'staffDevice';

const validKey = new RegExp(DEVICE_KEY_PATTERN);

/** 32 hex digits from the browser's random source: getRandomValues works on plain http too, where randomUUID is missing. */
export function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where storage refuses to keep it (a private window out of quota), the key lasts as long as the page. */
let unkept: string | null = null;

/** The key this device sends: the one it keeps, or a new one kept from now on (a missing or damaged one is replaced). */
export function deviceKey(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY_STORAGE_KEY);
    if (kept && validKey.test(kept)) return kept;
    const key = newDeviceKey();
    localStorage.setItem(DEVICE_KEY_STORAGE_KEY, key);
    return key;
  } catch {
    unkept ??= newDeviceKey();
    return unkept;
  }
}
