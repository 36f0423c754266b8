import { ApiError } from '@/shared/api/errors';
import { readRefreshToken, readToken, writeRefreshToken, writeToken } from '@/shared/api/tokens';
import * as api from './api';

export type RenewalOutcome =
  | { kind: 'renewed'; userToken: string; accountToken: string }
  /** The server ended the session (expired, revoked, or its refresh token reused): sign in again. */
  | { kind: 'refused' }
  /** No answer (network, server down): the session may still be good; try again later. */
  | { kind: 'unavailable' };

type Listener = (outcome: RenewalOutcome) => void;

const listeners = new Set<Listener>();
let inFlight: Promise<RenewalOutcome> | null = null;
// Tabs of the app share the stored refresh token; two tabs spending it at once would look like reuse and end the
// session, so renewals queue on one lock across tabs where the browser has Web Locks.
const LOCK_NAME = 'back-office-session-renewal';

const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || (error.status === 400 && error.code === 'invalid_grant'));

async function renewStoredSession(replacing: string | null): Promise<RenewalOutcome> {
  const stored = { userToken: readToken('user'), accountToken: readToken('account') };
  // Another tab renewed while this one waited for the lock: its tokens are this tab's too.
  if (stored.accountToken && stored.userToken && stored.accountToken !== replacing) {
    return { kind: 'renewed', userToken: stored.userToken, accountToken: stored.accountToken };
  }
  const refreshToken = readRefreshToken();
  if (!refreshToken) return { kind: 'refused' };
  try {
    const granted = await api.fetchRenewedUserToken(refreshToken);
    // Kept at once: the token just sent is spent, whatever happens to the next call.
    writeRefreshToken(granted.refresh_token);
    const accountToken = await api.fetchAccountToken(granted.access_token);
    writeToken('user', granted.access_token);
    writeToken('account', accountToken);
    return { kind: 'renewed', userToken: granted.access_token, accountToken };
  } catch (error) {
    return isRefusal(error) ? { kind: 'refused' } : { kind: 'unavailable' };
  }
}

function underLock(task: () => Promise<RenewalOutcome>): Promise<RenewalOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK_NAME, task) : task();
}

/**
 * Renews both tokens with the stored refresh token. Callers at the same moment (a timer, a refused handshake,
 * several calls refused as expired) share one renewal; everyone listening hears its outcome.
 */
export function renewSession(): Promise<RenewalOutcome> {
  if (!inFlight) {
    const replacing = readToken('account');
    inFlight = underLock(() => renewStoredSession(replacing))
      .then((outcome) => {
        listeners.forEach((listener) => listener(outcome));
        return outcome;
      })
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}

/** Hears every renewal's outcome, whoever asked for it; returns the function that stops listening. */
export function onRenewal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
