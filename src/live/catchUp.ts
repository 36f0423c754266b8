/**
 * Whether this tab has joined its shop's room before in the current session. Every join after the first one is a
 * catch-up, whatever restored the link (a reconnect, a renewed token, a reload, the page shown again after a sleep):
 * kept in the tab's sessionStorage so a reload still knows, and forgotten when the session ends.
 */
const JOINED_KEY = 'liveJoinedThisSession';

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export const joinedBeforeInSession = (): boolean => storage()?.getItem(JOINED_KEY) === 'true';

export function rememberJoined(): void {
  storage()?.setItem(JOINED_KEY, 'true');
}

export function forgetJoined(): void {
  storage()?.removeItem(JOINED_KEY);
}
