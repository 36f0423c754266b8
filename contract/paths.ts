/**
 * Where one shop's calls live, as the spec names them: the server registers its shop route groups under these
 * templates and the app fills them in. Plain values only, so the app may import them (lint allows this file).
 */
export const SHOP_PATHS = {
  menu: '/menu/accounts/:accountId/shops/:shopId',
  ordering: '/ordering/accounts/:accountId/shops/:shopId',
  /** The payments API calls the account its provider. */
  payments: '/v2/payment/payments/providers/:providerId/locations/:shopId',
} as const;

export type ShopArea = keyof typeof SHOP_PATHS;

/** A shop's path in one area, its account and shop filled in. */
export function shopPathOf(area: ShopArea, { accountId, shopId }: { accountId: number; shopId: number }): string {
  return SHOP_PATHS[area].replace(/:(accountId|providerId)/, String(accountId)).replace(':shopId', String(shopId));
}
