/**
 * The account and shop every shop-scoped call is made for: the token's `account` claim (the spec's provider id,
 * one name here) and the shop chosen at sign-in. The auth feature, which holds the session, selects it.
 */
export interface ShopScope {
  accountId: number;
  shopId: number;
}

/** The shop (business unit) the session works for. */
export interface BusinessUnit {
  id: number;
  name: string;
  isActive: boolean;
}
