import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { QrCodeDto } from '@contract/shop';
import type { DbOrTrx } from '@server/db/database';
import type { QrCodesTable } from '@server/db/tables/menu';
import { isUniqueViolation } from '../common/unique-violation';

export interface QrCodeFields {
  locationName: string;
  prepay: boolean;
  active: boolean;
}

/** 12 url-safe characters carry 72 random bits: far beyond guessing, short enough for a printed link. */
export function newQrCodeText(): string {
  return randomBytes(9).toString('base64url');
}

// A clash of 72 random bits is practically impossible; the retries only keep that from ever becoming a 500.
const CODE_ATTEMPTS = 3;

const columns = ['id', 'location_id', 'code', 'location_name', 'prepay', 'active'] as const;

function toDto(row: Pick<Selectable<QrCodesTable>, (typeof columns)[number]>): QrCodeDto {
  return {
    id: row.id,
    shopId: row.location_id,
    locationName: row.location_name,
    code: row.code,
    prepay: row.prepay === 1,
    active: row.active === 1,
  };
}

const flags = (fields: QrCodeFields) => ({
  location_name: fields.locationName,
  prepay: fields.prepay ? 1 : 0,
  active: fields.active ? 1 : 0,
});

export async function createQrCode(db: DbOrTrx, shopId: number, fields: QrCodeFields, newCode = newQrCodeText): Promise<QrCodeDto> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await db
        .insertInto('qrcodes')
        .values({ location_id: shopId, code: newCode(), created_at: new Date().toISOString(), ...flags(fields) })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toDto(row);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= CODE_ATTEMPTS) throw err;
    }
  }
}

export async function findQrCode(db: DbOrTrx, shopId: number, id: number): Promise<QrCodeDto | undefined> {
  const row = await db
    .selectFrom('qrcodes')
    .select(columns)
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  return row && toDto(row);
}

/** Oldest first, so pages stay stable while new codes are added at the end. */
export async function listQrCodes(
  db: DbOrTrx,
  shopId: number,
  page: { offset: number; limit: number },
): Promise<{ qrcodes: QrCodeDto[]; count: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('qrcodes')
      .select(columns)
      .where('location_id', '=', shopId)
      .orderBy('created_at')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('qrcodes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('location_id', '=', shopId)
      .executeTakeFirstOrThrow(),
  ]);
  return { qrcodes: rows.map(toDto), count: Number(total.count) };
}

export async function updateQrCode(db: DbOrTrx, shopId: number, id: number, fields: QrCodeFields): Promise<QrCodeDto | undefined> {
  const row = await db
    .updateTable('qrcodes')
    .set(flags(fields))
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .returning(columns)
    .executeTakeFirst();
  return row && toDto(row);
}

/** Invoices keep their location label; their link to the code is cleared by the foreign key. */
export async function deleteQrCode(db: DbOrTrx, shopId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('qrcodes').where('id', '=', id).where('location_id', '=', shopId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
