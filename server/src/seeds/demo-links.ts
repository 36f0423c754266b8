import { STAFF_ROLE_LABELS } from '@contract/staff';
import type { DbOrTrx } from '@server/db/database';
import { pinDigestOf } from '@server/security/pins';
import { DEMO_EMAIL } from './demo';
import { DEMO_TEAM } from './demo-data';

export interface DemoCustomerLinks {
  /** What Mesa 1's QR code opens, the guests' menu: {host}/sign-in/{code}. */
  table: string | null;
  /** Where the shop's delivery lives: {host}/{slug}. */
  delivery: string | null;
}

const DEMO_TABLE = 'Mesa 1';

async function demoShopId(db: DbOrTrx): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('locations', 'locations.provider_id', 'users.provider_id')
    .select('locations.id')
    .where('users.email', '=', DEMO_EMAIL)
    .orderBy('locations.id')
    .executeTakeFirst();
  return row?.id;
}

/** Mesa 1 when the shop still has it; otherwise its first table, since a prepaid counter code is not one. */
async function tableCodeOf(db: DbOrTrx, shopId: number): Promise<string | undefined> {
  const active = db.selectFrom('qrcodes').select('code').where('location_id', '=', shopId).where('active', '=', 1).orderBy('id');
  const named = await active.where('location_name', '=', DEMO_TABLE).executeTakeFirst();
  return (named ?? (await active.where('prepay', '=', 0).executeTakeFirst()))?.code;
}

/**
 * The addresses a guest of the demo shop opens, on the host its QR codes use, so whoever starts the server can try
 * them at once; null when this database holds no demo shop.
 */
export async function demoCustomerLinks(db: DbOrTrx, foodHost: string): Promise<DemoCustomerLinks | null> {
  const shopId = await demoShopId(db);
  if (shopId === undefined) return null;
  const host = foodHost.replace(/\/+$/, '');
  const code = await tableCodeOf(db, shopId);
  const delivery = await db.selectFrom('delivery_settings').select('slug').where('location_id', '=', shopId).executeTakeFirst();
  return {
    table: code === undefined ? null : `${host}/sign-in/${encodeURIComponent(code)}`,
    delivery: delivery?.slug ? `${host}/${delivery.slug}` : null,
  };
}

/**
 * The demo shop's people whose PIN is still the seeded one, as "Carla (Gerente) 1234", so whoever starts the server
 * can switch people on a device at once; a person changed or deactivated since is left out.
 */
export async function demoTeamPins(db: DbOrTrx): Promise<string[]> {
  const shopId = await demoShopId(db);
  if (shopId === undefined) return [];
  const members = await db.selectFrom('staff_members').select(['name', 'pin_digest']).where('location_id', '=', shopId).where('active', '=', 1).execute();
  const shown: string[] = [];
  for (const { name, role, pin } of DEMO_TEAM) {
    const digest = await pinDigestOf(db, pin);
    if (members.some((member) => member.name === name && member.pin_digest === digest)) shown.push(`${name} (${STAFF_ROLE_LABELS[role]}) ${pin}`);
  }
  return shown;
}
