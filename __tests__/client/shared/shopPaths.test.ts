import { SHOP_PATHS, shopPathOf } from '@contract/paths';

describe('shop paths', () => {
  const scope = { accountId: 4, shopId: 10 };

  it.each([
    ['menu', '/menu/accounts/4/shops/10'],
    ['ordering', '/ordering/accounts/4/shops/10'],
    ['payments', '/v2/payment/payments/providers/4/locations/10'],
  ] as const)("fills the %s area's template with the account and the shop", (area, path) => {
    expect(shopPathOf(area, scope)).toBe(path);
  });

  it('leaves no parameter unfilled', () => {
    for (const area of Object.keys(SHOP_PATHS) as (keyof typeof SHOP_PATHS)[]) expect(shopPathOf(area, scope)).not.toContain(':');
  });
});
