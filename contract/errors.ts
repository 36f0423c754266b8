/** The body of every failed API call (the token endpoint adds error_description). */
export interface ApiErrorBody {
  error: string;
  message: string;
}

export interface TokenErrorBody {
  error: string;
  error_description: string;
}

/**
 * The message of the 401 for a token past its expiry: the one refusal the app answers by renewing the session with
 * its refresh token (every other 401 keeps the spec's handling).
 */
export const TOKEN_EXPIRED_MESSAGE = 'Token expirado.';

/** The message of POST /token refusing a refresh token (unknown, reused, revoked or idle past its end). */
export const SESSION_ENDED_DESCRIPTION = 'Sessão encerrada. Entre novamente.';
