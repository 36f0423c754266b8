/** QR codes, menu mode and delivery settings of a shop (spec sections 3, 5 and 7): schemas and types. */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';
import { Nullable, paging } from './ordering';
import { SERVICE_CHARGE_MAX_PERCENT } from './service-charge';

import { FEE_MAX, NAME_FORMAT, PHONE_PATTERN, QR_LOCATION_MAX_LENGTH, RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from './limits';

export { FEE_MAX, PHONE_PATTERN, QR_LOCATION_MAX_LENGTH, RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN };

/** 0 lite (simple menu), 1 full (interactive menu). */
export const MenuTypeSchema = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type MenuType = Static<typeof MenuTypeSchema>;

const LocationNameSchema = Type.String({ minLength: 1, maxLength: QR_LOCATION_MAX_LENGTH, format: NAME_FORMAT });

export const QrCodeSchema = Type.Object({
  id: Type.Integer(),
  shopId: Type.Integer(),
  locationName: Type.String(),
  /** Random and url-safe: whoever holds it can order, so it must not be guessable. */
  code: Type.String(),
  prepay: Type.Boolean(),
  active: Type.Boolean(),
});

export const QrCodeCreateBodySchema = Type.Object({
  locationName: LocationNameSchema,
  prepay: Type.Optional(Type.Boolean({ default: false })),
  active: Type.Optional(Type.Boolean({ default: true })),
});

export const QrCodeUpdateBodySchema = Type.Object({
  shopId: IdSchema,
  locationName: LocationNameSchema,
  prepay: Type.Boolean(),
  active: Type.Boolean(),
});

export const QrCodeListQuerySchema = Type.Object({ ...paging });
export const QrCodeListSchema = Type.Object({ qrcodes: Type.Array(QrCodeSchema), count: Type.Integer() });

export const ShopSettingsSchema = Type.Object({
  id: Type.Integer(),
  accountId: Type.Integer(),
  shopId: Type.Integer(),
  menuType: MenuTypeSchema,
  /**
   * 'Taxa de serviço' on dine-in comandas, in percent (10 is 10%); null when off. A comanda keeps the percent it
   * was opened under (contract/service-charge.ts).
   */
  serviceChargePercent: Nullable(Type.Number()),
});

export const ShopSettingsBodySchema = Type.Object({
  menuType: MenuTypeSchema,
  /** Left out: unchanged (off for new settings). Above 0 and at most 30, with up to two decimals; null turns it off. */
  serviceChargePercent: Type.Optional(Nullable(Type.Number({ maximum: SERVICE_CHARGE_MAX_PERCENT }))),
});

export const SlugSchema = Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN });

export const DeliverySettingsSchema = Type.Object({
  id: Type.Integer(),
  shopId: Type.Integer(),
  phone: Nullable(Type.String()),
  slug: Nullable(Type.String()),
  active: Type.Boolean(),
  /** Reais, like every amount of the API. */
  fee: Type.Number(),
});

export const DeliverySettingsBodySchema = Type.Object({
  shopId: IdSchema,
  phone: Nullable(Type.String({ pattern: PHONE_PATTERN })),
  slug: Nullable(SlugSchema),
  active: Type.Boolean(),
  fee: Type.Number({ minimum: 0, maximum: FEE_MAX }),
});

export const SlugVerifyQuerySchema = Type.Object({
  // Loosely typed on purpose: a malformed slug is an answer (valid false), not a bad request.
  slug: Type.String({ maxLength: 200 }),
  /** The asking shop, whose own slug stays valid for it. */
  shopId: Type.Optional(IdSchema),
});

export const SlugVerifySchema = Type.Object({ valid: Type.Boolean() });

export type QrCodeDto = Static<typeof QrCodeSchema>;
export type QrCodeCreateBody = Static<typeof QrCodeCreateBodySchema>;
export type QrCodeUpdateBody = Static<typeof QrCodeUpdateBodySchema>;
export type QrCodeList = Static<typeof QrCodeListSchema>;
export type ShopSettingsDto = Static<typeof ShopSettingsSchema>;
export type ShopSettingsBody = Static<typeof ShopSettingsBodySchema>;
export type DeliverySettingsDto = Static<typeof DeliverySettingsSchema>;
export type DeliverySettingsBody = Static<typeof DeliverySettingsBodySchema>;
export type SlugVerifyQuery = Static<typeof SlugVerifyQuerySchema>;
export type SlugVerify = Static<typeof SlugVerifySchema>;
