import { createHmac, randomBytes } from 'node:crypto';
import type { DbOrTrx } from '@server/db/database';
import { storedSecret } from './stored-secrets';

const SECRET_ROW = 'pin';

/**
 * A PIN as the database keeps it: HMAC-SHA256 under a secret generated once and kept apart from the rows, so the
 * table alone gives no way to try the ten thousand PINs of four digits. Keyed rather than salted, so a PIN is found
 * (and kept unique in its shop) by its digest.
 */
export async function pinDigestOf(db: DbOrTrx, pin: string): Promise<string> {
  const secret = await storedSecret(db, SECRET_ROW, () => randomBytes(32).toString('base64url'));
  return createHmac('sha256', Buffer.from(secret, 'base64url')).update(pin, 'utf8').digest('base64url');
}
