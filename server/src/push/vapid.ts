import webpush from 'web-push';
import type { DbOrTrx } from '@server/db/database';
import { storedSecret } from '@server/security/stored-secrets';

export interface VapidKeys {
  /** Who runs the server, for the push services to contact (mailto: or https:). */
  subject: string;
  publicKey: string;
  privateKey: string;
}

const SECRET_ROW = 'vapid';

/**
 * The configured VAPID key pair, or one generated once and kept in the database like the token secret: every
 * server on the database signs with it, and subscriptions made against its public key keep working after restarts.
 */
export async function resolveVapidKeys(
  db: DbOrTrx,
  configured: { subject: string; publicKey?: string; privateKey?: string },
): Promise<VapidKeys> {
  const { subject, publicKey, privateKey } = configured;
  if (publicKey !== undefined && privateKey !== undefined) {
    // Throws a clear error for a malformed pair before the first push would.
    webpush.setVapidDetails(subject, publicKey, privateKey);
    return { subject, publicKey, privateKey };
  }
  if (publicKey !== undefined || privateKey !== undefined) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  const stored = await storedSecret(db, SECRET_ROW, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { subject, ...keys };
}
