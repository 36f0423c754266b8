import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HashQueue } from './hash-queue';

/** OWASP's scrypt floor: N=2^17, r=8, p=1. */
const COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 32;
const KEY_BYTES = 64;

// Bounds for parameters read back from a stored hash, so a corrupt row cannot ask for gigabytes.
const MAX_COST_LOG2 = 20;
const MAX_BLOCK_SIZE = 16;
const MAX_PARALLELISM = 4;

/**
 * One check at a time per server (128 MiB, a quarter of libuv's thread pool), and a line of 32 (about 8 s of
 * checks) behind it; a sign-in beyond that is refused at once. Staff sign in a few times a shift: this is far above
 * real use, and a flood costs one hash's memory instead of the flood's.
 */
export const MAX_CONCURRENT_HASHES = 1;
export const MAX_WAITING_HASHES = 32;
const hashes = new HashQueue(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

interface ScryptParams {
  costLog2: number;
  blockSize: number;
  parallelism: number;
}

function deriveKey(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.costLog2;
  const options: ScryptOptions = {
    N,
    r: params.blockSize,
    p: params.parallelism,
    // Node's default maxmem (32 MiB) is below the 128 * N * r bytes these parameters need.
    maxmem: 2 * 128 * N * params.blockSize,
  };
  return hashes.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/**
 * Hashes a password into a self-describing string, `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64),
 * so parameters can be raised later without breaking stored hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  const params = { costLog2: COST_LOG2, blockSize: BLOCK_SIZE, parallelism: PARALLELISM };
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, params);
  return `$scrypt$ln=${COST_LOG2},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const ENCODED = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/;

function parse(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = ENCODED.exec(encoded);
  if (!match) return null;
  const params = { costLog2: Number(match[1]), blockSize: Number(match[2]), parallelism: Number(match[3]) };
  const inBounds =
    params.costLog2 >= 1 &&
    params.costLog2 <= MAX_COST_LOG2 &&
    params.blockSize >= 1 &&
    params.blockSize <= MAX_BLOCK_SIZE &&
    params.parallelism >= 1 &&
    params.parallelism <= MAX_PARALLELISM;
  const salt = Buffer.from(match[4], 'base64');
  const key = Buffer.from(match[5], 'base64');
  if (!inBounds || salt.length === 0 || key.length < 16) return null;
  return { params, salt, key };
}

/** True when the password produces the stored key; the comparison takes the same time wherever they differ. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const stored = parse(encoded);
  if (!stored) return false;
  const key = await deriveKey(password, stored.salt, stored.key.length, stored.params);
  return timingSafeEqual(key, stored.key);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check and answers false; used for unknown users so the response time
 * does not reveal which emails exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
