/** The person of the team a user is, when they signed in with their own e-mail: that person, in that shop only. */
export interface SignedInMember {
  memberId: number;
  shopId: number;
}

/** Who a verified account token (token 2) belongs to. */
export interface AccountPrincipal {
  userId: number;
  providerId: number;
  /** The sign-in the token belongs to, when it was minted from one. */
  sessionId?: string;
  /** Set when the user is a person of the team (their own e-mail sign-in); absent for the shop's own account. */
  member?: SignedInMember;
}

/** Who a verified user token (token 1) belongs to. */
export interface UserPrincipal {
  userId: number;
  /** The sign-in the token belongs to; tokens minted from it (token 2) carry it on. */
  sessionId?: string;
}
