/** Reads a JWT's payload without verifying it: the server verifies; the app only needs the claims. */
export function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The provider (account) id is the `account` claim of token 2: a string, or the first of a list. */
export function providerIdOf(accountToken: string | null): number | null {
  if (!accountToken) return null;
  const account = claimsOf(accountToken)?.account;
  const raw = Array.isArray(account) ? account[0] : account;
  const id = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Signed in means both tokens are present. */
export function isSignedIn(tokens: { userToken: string | null; accountToken: string | null }): boolean {
  return Boolean(tokens.userToken && tokens.accountToken);
}

/** Never renew more often than this, whatever the device's clock says of the token's times. */
export const MIN_RENEWAL_GAP_MS = 5_000;
/** Renew a fifth of the token's lifetime before it expires, and at most this long before. */
const MAX_RENEWAL_LEAD_SECONDS = 300;

/** How long to wait before renewing the session whose token this is. */
export function renewalDelayMs(token: string, nowMs: number): number {
  const claims = claimsOf(token);
  const exp = claims?.exp;
  const iat = claims?.iat;
  if (typeof exp !== 'number' || typeof iat !== 'number' || exp <= iat) return MIN_RENEWAL_GAP_MS;
  const lead = Math.min((exp - iat) / 5, MAX_RENEWAL_LEAD_SECONDS);
  return Math.max(MIN_RENEWAL_GAP_MS, (exp - lead) * 1000 - nowMs);
}
