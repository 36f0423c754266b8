import '../support/native-esm';
import { createTokenService, TokenError, type TokenFailure } from '@server/security/tokens';

const SECRET = Buffer.alloc(32, 3);
const ACCOUNT = { userId: 7, providerId: 11 };

async function failureOf(check: Promise<unknown>): Promise<TokenFailure> {
  const error = await check.then(
    () => {
      throw new Error('the token was accepted');
    },
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(TokenError);
  return (error as TokenError).reason;
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('verified tokens are kept', () => {
  it('checks a signature once per token', async () => {
    const tokens = createTokenService(SECRET, 600);
    const first = await tokens.issueAccountToken(ACCOUNT);
    const second = await tokens.issueAccountToken(ACCOUNT);
    const signatureChecks = jest.spyOn(crypto.subtle, 'verify');

    await tokens.verifyAccountToken(first);
    await tokens.verifyAccountToken(first);
    expect(signatureChecks).toHaveBeenCalledTimes(1);

    await tokens.verifyAccountToken(second);
    expect(signatureChecks).toHaveBeenCalledTimes(2);
  });

  it('keeps a token no longer than its expiry: past it, the token goes through the full check again', async () => {
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.issueAccountToken(ACCOUNT);
    const signatureChecks = jest.spyOn(crypto.subtle, 'verify');
    await tokens.verifyAccountToken(token);
    await tokens.verifyAccountToken(token);
    expect(signatureChecks).toHaveBeenCalledTimes(1);

    // Only the clock moves, and only this module's: jose runs as a native module on the real clock, and its own
    // refusal of an expired token is tested with the other token checks.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'setInterval'] });
    jest.setSystemTime(Date.now() + 120_000);
    await tokens.verifyAccountToken(token).catch(() => undefined);
    expect(signatureChecks).toHaveBeenCalledTimes(2);
  });

  it('still asks whether a kept token was revoked, on every call', async () => {
    const isRevoked = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const tokens = createTokenService(SECRET, 600, isRevoked);
    const token = await tokens.issueAccountToken(ACCOUNT);

    await tokens.verifyAccountToken(token);
    expect(await failureOf(tokens.verifyAccountToken(token))).toBe('revoked');
    expect(isRevoked).toHaveBeenCalledTimes(2);
  });

  it('still refuses a kept token where the other type is needed', async () => {
    const tokens = createTokenService(SECRET, 600);
    const token = await tokens.issueAccountToken(ACCOUNT);
    await tokens.verifyAccountToken(token);
    expect(await failureOf(tokens.verifyUserToken(token))).toBe('wrong_type');
  });

  it('keeps tokens per secret: another service does not take them', async () => {
    const token = await createTokenService(SECRET, 600).issueAccountToken(ACCOUNT);
    const other = createTokenService(Buffer.alloc(32, 9), 600);
    expect(await failureOf(other.verifyAccountToken(token))).toBe('invalid');
  });
});
