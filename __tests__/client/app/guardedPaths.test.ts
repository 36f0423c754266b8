import { isGuardedPath, opensOnLogin } from '@/app/guardedPaths';

describe('isGuardedPath', () => {
  it.each([
    ['/', true],
    ['/orders', true],
    ['/orders/12', true],
    ['/orders/abc', true],
    ['/menu', true],
    ['/menu/1/optionGroups/2/options/3', true],
    ['/more/delivery-settings', true],
    ['/ordersPayments/filters', true],
    ['/qrcodes/5', true],
    ['/login', false],
    ['/about', false],
    ['/nao-existe', false],
    ['/menu/1/outra-coisa', false],
    ['/pages/forgot-password', false],
  ])('%s → %p', (path, expected) => {
    expect(isGuardedPath(path)).toBe(expected);
  });
});

describe('opensOnLogin', () => {
  it.each([
    ['/login', true],
    ['/', true],
    ['/orders/12', true],
    ['/about', false],
    ['/nao-existe', false],
    ['/pages/forgot-password', false],
  ])('%s → %p', (path, expected) => {
    expect(opensOnLogin(path)).toBe(expected);
  });
});
