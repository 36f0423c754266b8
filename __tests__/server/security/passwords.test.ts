import { DEMO_PASSWORD } from '../support/test-app';
import { scryptSync } from 'node:crypto';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '@server/security/passwords';
import { DEMO_PASSWORD_HASH } from '../support/demo-password-hash';

// Every hash costs 128 MiB and a noticeable fraction of a second by design (the suite's time limit is the guard).

describe('password hashing', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('demo1234');
  });

  it('encodes the algorithm and OWASP parameters with the salt and key', () => {
    const [, algorithm, params, salt, key] = hash.split('$');
    expect(algorithm).toBe('scrypt');
    expect(params).toBe('ln=17,r=8,p=1');
    expect(Buffer.from(salt, 'base64')).toHaveLength(32);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
  });

  it('verifies the right password and refuses others', async () => {
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(await verifyPassword('Demo1234', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it("keeps the test suites' stored demo hash a hash of the demo password, cheaper than a new one", async () => {
    expect(DEMO_PASSWORD_HASH.split('$')[2]).toBe('ln=12,r=8,p=1');
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword('demo12345', DEMO_PASSWORD_HASH)).toBe(false);
  });

  it('salts every hash', async () => {
    const again = await hashPassword('demo1234');
    expect(again).not.toBe(hash);
    expect(await verifyPassword('demo1234', again)).toBe(true);
  });

  it('still verifies hashes made with other parameters', async () => {
    // Same format, cheaper cost: what a stored hash looks like after parameters change.
    const salt = Buffer.alloc(16, 1);
    const key = scryptSync('segredo', salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const older = `$scrypt$ln=10,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('segredo', older)).toBe(true);
    expect(await verifyPassword('outro', older)).toBe(false);
  });

  it('refuses malformed hashes and absurd parameters instead of running them', async () => {
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('demo1234', hash.replace('ln=17', 'ln=30'))).toBe(false);
  });

  it('answers false for the decoy used with unknown users', async () => {
    expect(await verifyAgainstDecoy('demo1234')).toBe(false);
  });

  it('stores the scrypt key that N=2^17, r=8, p=1 derive from the salt, not just the label', () => {
    const match = /^\$scrypt\$ln=17,r=8,p=1\$([^$]+)\$([^$]+)$/.exec(hash);
    expect(match).not.toBeNull();
    const [salt, key] = [Buffer.from(match![1], 'base64'), Buffer.from(match![2], 'base64')];
    const derived = scryptSync('demo1234', salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    expect(derived.equals(key)).toBe(true);
  });
});
