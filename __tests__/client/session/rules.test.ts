import { isSignedIn, providerIdOf } from '@/session/rules';

const jwtWith = (claims: object) =>
  `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('providerIdOf', () => {
  it.each([
    [{ account: '7' }, 7],
    [{ account: ['12', '3'] }, 12],
    [{ account: 9 }, 9],
    [{ account: 'x' }, null],
    [{ account: [] }, null],
    [{}, null],
    [{ account: '0' }, null],
  ])('claims %j → %p', (claims, expected) => {
    expect(providerIdOf(jwtWith(claims))).toBe(expected);
  });

  it('reads claims with non-ASCII text', () => {
    const claims = { account: '5', name: 'João Ávila' };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(providerIdOf(`h.${payload}.s`)).toBe(5);
  });

  it.each([[null], [''], ['not-a-jwt'], ['a.%%%.c']])('is null for %p', (token) => {
    expect(providerIdOf(token)).toBeNull();
  });
});

describe('isSignedIn', () => {
  it.each([
    ['a', 'b', true],
    ['a', null, false],
    [null, 'b', false],
    [null, null, false],
  ])('user %p account %p → %p', (userToken, accountToken, expected) => {
    expect(isSignedIn({ userToken, accountToken })).toBe(expected);
  });
});
