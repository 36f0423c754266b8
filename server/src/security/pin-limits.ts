import { createHash } from 'node:crypto';
import type { Db } from '@server/db/database';
import { nowMs } from '@server/domain/clock';
import { LOGIN_WINDOW_SECONDS } from './login-limits';

/**
 * Wrong PINs are counted as failed sign-ins are (login-limits.ts), in the same table every server shares, under keys
 * of their own: per device (its sign-in) and per shop. Past the limit each further wrong PIN doubles the lock, up to
 * the cap; the window is the sign-ins' one, whose sweep drops older rows.
 */
export const PIN_WINDOW_SECONDS = LOGIN_WINDOW_SECONDS;
export const MAX_WRONG_PINS_PER_DEVICE = 5;
/** Several devices of one shop together, so a pad moved from device to device is stopped too. */
export const MAX_WRONG_PINS_PER_SHOP = 20;
export const FIRST_PIN_LOCK_SECONDS = 30;
export const MAX_PIN_LOCK_SECONDS = PIN_WINDOW_SECONDS;

export interface PinAttempt {
  readonly allowed: true;
  /** The PIN was right: the device's wrong PINs are forgotten and this attempt is not counted; a wrong one stays. */
  succeeded(): Promise<void>;
}

export interface RefusedPinAttempt {
  readonly allowed: false;
  retryAfterSeconds: number;
}

// Fixed-length keys: the table never holds a session id as sent.
const deviceKeyOf = (device: string) => `pin-device:${createHash('sha256').update(device).digest('base64url')}`;
const shopKeyOf = (shopId: number) => `pin-shop:${shopId}`;

/** How long the failures under `key` lock it, besides the attempt `ownId`: until when, or 0. */
async function lockedUntil(db: Db, key: string, limit: number, windowStart: string, ownId: number): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('failed_at').as('last')])
    .where('key', '=', key)
    .where('failed_at', '>', windowStart)
    .where('id', '<>', ownId)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count < limit || !row.last) return 0;
  const lockSeconds = Math.min(FIRST_PIN_LOCK_SECONDS * 2 ** (count - limit), MAX_PIN_LOCK_SECONDS);
  return Date.parse(row.last) + lockSeconds * 1000;
}

/**
 * Counts a PIN attempt before the PIN is checked, so attempts sent at once cannot slip past the limit together: each
 * is recorded first and then sees the others. A refused or right attempt removes its own rows again.
 */
export async function startPinAttempt(db: Db, device: string, shopId: number): Promise<PinAttempt | RefusedPinAttempt> {
  const now = nowMs();
  const windowStart = new Date(now - PIN_WINDOW_SECONDS * 1000).toISOString();
  const deviceKey = deviceKeyOf(device);
  const failedAt = new Date(now).toISOString();
  await db.deleteFrom('login_failures').where('failed_at', '<=', windowStart).execute();
  const [deviceRow, shopRow] = await db
    .insertInto('login_failures')
    .values([
      { key: deviceKey, failed_at: failedAt },
      { key: shopKeyOf(shopId), failed_at: failedAt },
    ])
    .returning('id')
    .execute();
  const forgetThisAttempt = () => db.deleteFrom('login_failures').where('id', 'in', [deviceRow.id, shopRow.id]).execute();
  const until = Math.max(
    ...(await Promise.all([
      lockedUntil(db, deviceKey, MAX_WRONG_PINS_PER_DEVICE, windowStart, deviceRow.id),
      lockedUntil(db, shopKeyOf(shopId), MAX_WRONG_PINS_PER_SHOP, windowStart, shopRow.id),
    ])),
  );
  if (until > now) {
    await forgetThisAttempt();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
  }
  return {
    allowed: true,
    async succeeded() {
      await db.deleteFrom('login_failures').where('key', '=', deviceKey).execute();
      await forgetThisAttempt();
    },
  };
}
