import { isServerPath, isShellNavigation } from '@/swRoutes';

describe('isShellNavigation: which page loads the worker answers with the precached app', () => {
  it.each([
    '/',
    '/login',
    '/about',
    '/orders',
    '/orders/12',
    '/menu',
    '/menu/3/items/4/portions',
    '/invoices/filters',
    '/more/delivery-settings',
    '/qrcodes/9',
    '/a/path/nobody/knows',
  ])('%s is an app route', (pathname) => {
    expect(isShellNavigation(pathname)).toBe(true);
  });

  it.each([
    '/api/me/profile',
    '/token',
    '/token/revoke',
    '/token-v2',
    '/menu/accounts/1/shops/2/item-groups',
    '/menu/verify',
    '/menu/images/31.jpg',
    '/ordering/accounts/1/shops/2/orders',
    '/v2/payment',
    '/public/qrcodes/mesa-1/menu',
    '/sign-in/mesa-1',
    '/docs',
    '/docs/json',
    '/ws/events/',
    '/config.js',
    '/sw.js',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
  ])('%s goes to the server', (pathname) => {
    expect(isShellNavigation(pathname)).toBe(false);
  });
});

describe('isServerPath', () => {
  it.each([
    ['/api', true],
    ['/apis', false],
    ['/tokens', false],
    ['/publications', false],
    ['/menu', false],
    ['/menu/12', false],
    ['/ordering', true],
    ['/orders', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isServerPath(pathname)).toBe(expected);
  });
});
