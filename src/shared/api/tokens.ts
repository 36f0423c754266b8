/**
 * The two tokens live in local storage under the spec's keys so a reload keeps the user signed in; the refresh
 * token beside them renews both before they expire.
 */
export const STORAGE_KEYS = {
  userToken: 'auth-token',
  accountToken: 'auth-token-v2',
  refreshToken: 'auth-refresh-token',
  businessUnit: 'businessUnit',
} as const;

export type TokenKind = 'user' | 'account';

const keyOf = (kind: TokenKind) => (kind === 'user' ? STORAGE_KEYS.userToken : STORAGE_KEYS.accountToken);

export function readToken(kind: TokenKind): string | null {
  return localStorage.getItem(keyOf(kind));
}

export function writeToken(kind: TokenKind, token: string): void {
  localStorage.setItem(keyOf(kind), token);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function writeRefreshToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.refreshToken, token);
}

export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}
