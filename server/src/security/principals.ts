/** Who a verified account token (token 2) belongs to. */
export interface AccountPrincipal {
  userId: number;
  providerId: number;
  /** The sign-in the token belongs to, when it was minted from one. */
  sessionId?: string;
}

/** Who a verified user token (token 1) belongs to. */
export interface UserPrincipal {
  userId: number;
  /** The sign-in the token belongs to; tokens minted from it (token 2) carry it on. */
  sessionId?: string;
}
