import type { CataloguePaymentMethod, ShopPaymentMethodDto } from '@contract/payments';
import type { DbOrTrx } from '@server/db/database';
import { paymentMethodEvent, type Outcome } from '../common/events';
import { isUniqueViolation } from '../common/unique-violation';

export async function listCatalogue(db: DbOrTrx): Promise<CataloguePaymentMethod[]> {
  return db.selectFrom('payment_methods').select(['id', 'name']).orderBy('id').execute();
}

function boundMethods(db: DbOrTrx, shopId: number) {
  return db
    .selectFrom('location_payment_methods as bound')
    .innerJoin('payment_methods as method', 'method.id', 'bound.payment_method_id')
    .select(['bound.id', 'bound.payment_method_id', 'method.name', 'bound.is_public'])
    .where('bound.location_id', '=', shopId);
}

function toDto(row: { id: number; payment_method_id: number; name: string; is_public: number }): ShopPaymentMethodDto {
  return { id: row.id, paymentMethodId: row.payment_method_id, name: row.name, isPublic: row.is_public === 1 };
}

export async function listShopPaymentMethods(db: DbOrTrx, shopId: number): Promise<ShopPaymentMethodDto[]> {
  const rows = await boundMethods(db, shopId).orderBy('method.id').execute();
  return rows.map(toDto);
}

export async function findShopPaymentMethod(db: DbOrTrx, shopId: number, id: number): Promise<ShopPaymentMethodDto | undefined> {
  const row = await boundMethods(db, shopId).where('bound.id', '=', id).executeTakeFirst();
  return row && toDto(row);
}

export type BindFailure = 'unknown_method' | 'already_bound';

/** The shop accepts one more catalogue method; its screens hear it 'added'. */
export async function bindPaymentMethod(
  db: DbOrTrx,
  shopId: number,
  paymentMethodId: number,
  isPublic: boolean,
): Promise<Outcome<ShopPaymentMethodDto> | BindFailure> {
  const method = await db.selectFrom('payment_methods').select(['id', 'name']).where('id', '=', paymentMethodId).executeTakeFirst();
  if (!method) return 'unknown_method';
  try {
    const row = await db
      .insertInto('location_payment_methods')
      .values({ location_id: shopId, payment_method_id: method.id, is_public: isPublic ? 1 : 0 })
      .returning(['id', 'payment_method_id', 'is_public'])
      .executeTakeFirstOrThrow();
    return { result: toDto({ ...row, name: method.name }), events: [paymentMethodEvent(shopId, 'added', row.id)] };
  } catch (err) {
    // The unique pair decides, so two taps racing each other still bind the method once.
    if (isUniqueViolation(err)) return 'already_bound';
    throw err;
  }
}

/** Undefined when the shop has no such method; otherwise its screens hear it 'updated'. */
export async function setPaymentMethodPublic(
  db: DbOrTrx,
  shopId: number,
  id: number,
  isPublic: boolean,
): Promise<Outcome<ShopPaymentMethodDto> | undefined> {
  const updated = await db
    .updateTable('location_payment_methods')
    .set({ is_public: isPublic ? 1 : 0 })
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return undefined;
  const method = await findShopPaymentMethod(db, shopId, id);
  return method && { result: method, events: [paymentMethodEvent(shopId, 'updated', id)] };
}

/** True, and the shop's screens told it was 'removed', when the shop had that method. */
export async function unbindPaymentMethod(db: DbOrTrx, shopId: number, id: number): Promise<Outcome<boolean>> {
  const result = await db
    .deleteFrom('location_payment_methods')
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  const removed = Number(result.numDeletedRows) > 0;
  return { result: removed, events: removed ? [paymentMethodEvent(shopId, 'removed', id)] : [] };
}
