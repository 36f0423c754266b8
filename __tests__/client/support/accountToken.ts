const DAY_SECONDS = 24 * 60 * 60;

/**
 * An account token (claim `account`) good for a day from now. Without `iat` and `exp`, the session's renewal falls
 * due a few seconds after a store with sagas starts and, with no refresh token stored, ends the session: on a loaded
 * machine that happened in the middle of a test and emptied the screen it was tapping.
 */
export function accountTokenFor(account: number | string): string {
  const iat = Math.floor(Date.now() / 1000);
  const claims = { account: String(account), iat, exp: iat + DAY_SECONDS };
  return `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
}
