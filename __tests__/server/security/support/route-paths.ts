/** The route patterns the expectations of several areas are keyed by, as the server registers them. */
export const SHOP = '/menu/accounts/:accountId/shops/:shopId';
export const ORDERING = '/ordering/accounts/:accountId/shops/:shopId';
