import type { MenuCategory, PublicMenu } from '@contract/customer';
import type { DbOrTrx } from '@server/db/database';
import { toReais } from '../common/money';
import { nowMs } from '@server/domain/clock';
import { findOrderPause, orderPauseOf, pauseInForceAt, storedPauseOf, type StoredPause } from '../shop/order-pause';

export interface ActiveQrCode {
  id: number;
  shopId: number;
  code: string;
  locationName: string;
  prepay: boolean;
}

/** The QR codes customers may order through, themselves and their shop active, by code. */
const activeQrCodeQuery = (db: DbOrTrx, code: string) =>
  db
    .selectFrom('qrcodes')
    .innerJoin('locations', 'locations.id', 'qrcodes.location_id')
    .select(['qrcodes.id', 'qrcodes.location_id', 'qrcodes.code', 'qrcodes.location_name', 'qrcodes.prepay'])
    .where('qrcodes.code', '=', code)
    .where('qrcodes.active', '=', 1)
    .where('locations.active', '=', 1);

const activeQrCodeOf = (row: { id: number; location_id: number; code: string; location_name: string; prepay: number }): ActiveQrCode => ({
  id: row.id,
  shopId: row.location_id,
  code: row.code,
  locationName: row.location_name,
  prepay: row.prepay === 1,
});

export interface DeliverySettings {
  active: boolean;
  feeCents: number;
}

const deliverySettingsOfRow = (row: { active: number | null; fee_cents: number | null } | undefined): DeliverySettings => ({
  active: row?.active === 1,
  feeCents: row?.fee_cents ?? 0,
});

/** A QR code customers may order through: itself and its shop active. */
export async function findActiveQrCode(db: DbOrTrx, code: string): Promise<ActiveQrCode | undefined> {
  const row = await activeQrCodeQuery(db, code).executeTakeFirst();
  return row && activeQrCodeOf(row);
}

export async function deliverySettingsOf(db: DbOrTrx, shopId: number): Promise<DeliverySettings> {
  const row = await db
    .selectFrom('delivery_settings')
    .select(['active', 'fee_cents'])
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  return deliverySettingsOfRow(row);
}

/** What placing an order through a QR code reads before its transaction. */
export interface OrderIntake {
  qrcode: ActiveQrCode;
  /** The shop's pause in force at the time given, if any. */
  pause: StoredPause | undefined;
  delivery: DeliverySettings;
  /** The shop's 'Taxa de serviço' (basis points), null when it has none. */
  serviceChargeBasisPoints: number | null;
}

/**
 * An active QR code with its shop's pause in force at `now` and the shop's delivery and service charge settings, in
 * one query. None of these is the menu: prices and availability are read inside the order's transaction.
 */
export async function findOrderIntake(db: DbOrTrx, code: string, now: number): Promise<OrderIntake | undefined> {
  const row = await activeQrCodeQuery(db, code)
    .leftJoin('order_pauses', (join) => join.onRef('order_pauses.location_id', '=', 'qrcodes.location_id').on(pauseInForceAt(now)))
    .leftJoin('delivery_settings', 'delivery_settings.location_id', 'qrcodes.location_id')
    .leftJoin('shop_settings', 'shop_settings.location_id', 'qrcodes.location_id')
    .select([
      'order_pauses.paused_at',
      'order_pauses.resume_at',
      'delivery_settings.active',
      'delivery_settings.fee_cents',
      'shop_settings.service_charge_basis_points',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    qrcode: activeQrCodeOf(row),
    pause: row.paused_at === null ? undefined : storedPauseOf({ paused_at: row.paused_at, resume_at: row.resume_at }),
    delivery: deliverySettingsOfRow(row),
    serviceChargeBasisPoints: row.service_charge_basis_points ?? null,
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * What a customer can order through a QR code: active categories with their items, in the shop's order, the sold-out
 * ones marked so a guest sees them rather than wonders where they went; and whether the shop has paused new orders.
 * The online method is offered only where a payment provider can take it.
 */
export async function publicMenuOf(db: DbOrTrx, qrcode: ActiveQrCode, online: { providerConfigured: boolean }): Promise<PublicMenu> {
  const shopId = qrcode.shopId;
  const shop = await db.selectFrom('locations').select(['id', 'name']).where('id', '=', shopId).executeTakeFirstOrThrow();
  const settings = await db.selectFrom('shop_settings').select('menu_type').where('location_id', '=', shopId).executeTakeFirst();
  const delivery = await deliverySettingsOf(db, shopId);
  const paymentMethods = await db
    .selectFrom('location_payment_methods')
    .innerJoin('payment_methods', 'payment_methods.id', 'location_payment_methods.payment_method_id')
    .select(['payment_methods.id', 'payment_methods.name'])
    .where('location_payment_methods.location_id', '=', shopId)
    .where('location_payment_methods.is_public', '=', 1)
    .$if(!online.providerConfigured, (query) => query.where('payment_methods.online', '=', 0))
    .orderBy('payment_methods.id')
    .execute();

  const categories = await db
    .selectFrom('item_groups')
    .select(['id', 'title', 'image_id'])
    .where('location_id', '=', shopId)
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const items = await db
    .selectFrom('items')
    .select(['id', 'group_id', 'name', 'description', 'image_id', 'price_cents', 'available'])
    .where('location_id', '=', shopId)
    .orderBy('id')
    .execute();
  const portions = await db
    .selectFrom('portions')
    .innerJoin('items', 'items.id', 'portions.item_id')
    .select(['portions.id', 'portions.item_id', 'portions.name', 'portions.price_cents', 'portions.available'])
    .where('items.location_id', '=', shopId)
    .orderBy('portions.price_cents')
    .orderBy('portions.id')
    .execute();
  const optionGroups = await db
    .selectFrom('option_groups')
    .select(['id', 'group_id', 'title', 'maxlength', 'required', 'sequence'])
    .where('location_id', '=', shopId)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const options = await db
    .selectFrom('options')
    .innerJoin('option_groups', 'option_groups.id', 'options.option_group_id')
    .select(['options.id', 'options.option_group_id', 'options.name', 'options.description', 'options.price_cents', 'options.available'])
    .where('option_groups.location_id', '=', shopId)
    .orderBy('options.id')
    .execute();

  const itemsOf = groupBy(items, (item) => item.group_id);
  const portionsOf = groupBy(portions, (portion) => portion.item_id);
  const optionsOf = groupBy(options, (option) => option.option_group_id);
  // Unsequenced groups (null) come after the ordered ones, in creation order, on both databases.
  const groupsOf = groupBy(
    [...optionGroups].sort((a, b) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity) || a.id - b.id),
    (group) => group.group_id,
  );

  const menuCategories: MenuCategory[] = categories
    .filter((category) => itemsOf.has(category.id))
    .map((category) => ({
      id: category.id,
      title: category.title,
      imageId: category.image_id,
      items: (itemsOf.get(category.id) ?? []).map((item) => ({
        id: item.id,
        name: item.name,
        description: item.description,
        imageId: item.image_id,
        price: toReais(item.price_cents),
        portions: (portionsOf.get(item.id) ?? []).map((portion) => ({
          id: portion.id,
          name: portion.name,
          price: toReais(portion.price_cents),
          available: portion.available === 1,
        })),
        available: item.available === 1,
      })),
      optionGroups: (groupsOf.get(category.id) ?? [])
        .filter((group) => optionsOf.has(group.id))
        .map((group) => ({
        id: group.id,
        title: group.title,
        maxLength: group.maxlength,
        required: group.required === 1,
        options: (optionsOf.get(group.id) ?? []).map((option) => ({
          id: option.id,
          name: option.name,
          description: option.description,
          price: toReais(option.price_cents),
          available: option.available === 1,
        })),
      })),
    }));

  return {
    shop: { id: shop.id, name: shop.name },
    qrcode: { code: qrcode.code, location: qrcode.locationName, prepay: qrcode.prepay },
    menuType: settings?.menu_type === 0 ? 0 : 1,
    delivery: { active: delivery.active, fee: toReais(delivery.feeCents) },
    paymentMethods,
    categories: menuCategories,
    pause: orderPauseOf(await findOrderPause(db, shopId, nowMs())),
  };
}
