import { RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN, type DeliverySettingsDto } from '@contract/shop';
import type { DbOrTrx } from '@server/db/database';
import { toCents, toReais } from '../common/money';
import { isUniqueViolation } from '../common/unique-violation';

export interface DeliveryFields {
  phone: string | null;
  slug: string | null;
  active: boolean;
  fee: number;
}

/** What a write ran into instead of saving. */
export type DeliveryWriteFailure = 'exists' | 'slug_taken' | 'not_found';

const slugShape = new RegExp(SLUG_PATTERN);
const reserved: readonly string[] = RESERVED_SLUGS;

/** A slug a shop may ask for: the allowed characters, the length, and none of the reserved paths. */
export function isWellFormedSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && slugShape.test(slug) && !reserved.includes(slug);
}

const columns = ['id', 'location_id', 'phone', 'slug', 'active', 'fee_cents'] as const;

function toDto(row: {
  id: number;
  location_id: number;
  phone: string | null;
  slug: string | null;
  active: number;
  fee_cents: number;
}): DeliverySettingsDto {
  return { id: row.id, shopId: row.location_id, phone: row.phone, slug: row.slug, active: row.active === 1, fee: toReais(row.fee_cents) };
}

const toRow = (fields: DeliveryFields) => ({
  phone: fields.phone,
  slug: fields.slug,
  active: fields.active ? 1 : 0,
  fee_cents: toCents(fields.fee),
});

/** PostgreSQL names the broken constraint; SQLite names the column in its message. */
function isSlugClash(err: unknown): boolean {
  if (!isUniqueViolation(err)) return false;
  const { constraint, message } = err as { constraint?: string; message?: string };
  return /slug/.test(constraint ?? message ?? '');
}

export async function findDeliverySettings(db: DbOrTrx, shopId: number): Promise<DeliverySettingsDto | undefined> {
  const row = await db.selectFrom('delivery_settings').select(columns).where('location_id', '=', shopId).executeTakeFirst();
  return row && toDto(row);
}

/**
 * The unique index decides between two shops saving the same slug at once; a check before the write could not,
 * since both checks may pass before either write lands.
 */
export async function createDeliverySettings(
  db: DbOrTrx,
  shopId: number,
  fields: DeliveryFields,
): Promise<DeliverySettingsDto | DeliveryWriteFailure> {
  try {
    const row = await db
      .insertInto('delivery_settings')
      .values({ location_id: shopId, ...toRow(fields) })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return toDto(row);
  } catch (err) {
    if (isSlugClash(err)) return 'slug_taken';
    if (isUniqueViolation(err)) return 'exists';
    throw err;
  }
}

export async function updateDeliverySettings(
  db: DbOrTrx,
  shopId: number,
  id: number,
  fields: DeliveryFields,
): Promise<DeliverySettingsDto | DeliveryWriteFailure> {
  try {
    const row = await db
      .updateTable('delivery_settings')
      .set(toRow(fields))
      .where('id', '=', id)
      .where('location_id', '=', shopId)
      .returning(columns)
      .executeTakeFirst();
    return row ? toDto(row) : 'not_found';
  } catch (err) {
    if (isSlugClash(err)) return 'slug_taken';
    throw err;
  }
}

/** Free for the asking shop: well formed and used by no other shop (its own current slug stays free for it). */
export async function isSlugAvailable(db: DbOrTrx, slug: string, askingShopId?: number): Promise<boolean> {
  if (!isWellFormedSlug(slug)) return false;
  let query = db.selectFrom('delivery_settings').select('id').where('slug', '=', slug);
  if (askingShopId !== undefined) query = query.where('location_id', '!=', askingShopId);
  return (await query.executeTakeFirst()) === undefined;
}

/** Why a shop cannot take the slug, in words for the person who typed it; null when it is not reserved. */
export function reservedSlugProblemOf(slug: string | null): string | null {
  if (slug === null || !reserved.includes(slug)) return null;
  return `A URL de acesso "${slug}" é reservada: esse endereço já abre outra página do sistema.`;
}

/** Why the fields cannot be saved, beyond what the schema checks and the reserved slugs; null when they can. */
export function deliveryProblemOf(fields: DeliveryFields): string | null {
  // Customers reach delivery through the slug and call the phone; without either, "active" would lie.
  if (fields.active && fields.slug === null) return 'body active exige um slug.';
  if (fields.active && fields.phone === null) return 'body active exige um phone.';
  return null;
}
