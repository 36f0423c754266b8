/** Payment methods a shop accepts (spec sections 3 and 7): schemas the server validates with, types the app reads. */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';

/** An entry of the platform's catalogue. */
export const CataloguePaymentMethodSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export const CatalogueSchema = Type.Array(CataloguePaymentMethodSchema);

/** A catalogue method bound to a shop; id is the binding's own id, the one the live events carry. */
export const ShopPaymentMethodSchema = Type.Object({
  id: Type.Integer(),
  paymentMethodId: Type.Integer(),
  name: Type.String(),
  /** Public methods are offered to customers; private ones only staff may record. */
  isPublic: Type.Boolean(),
});
export const ShopPaymentMethodListSchema = Type.Array(ShopPaymentMethodSchema);

export const ShopPaymentMethodsParamsSchema = Type.Object({ providerId: IdSchema, shopId: IdSchema });
export const ShopPaymentMethodParamsSchema = Type.Object({ providerId: IdSchema, shopId: IdSchema, id: IdSchema });

export const BindPaymentMethodBodySchema = Type.Object({
  paymentMethodId: Type.Optional(IdSchema),
  /** The catalogue id under its older name; paymentMethodId wins when both come. */
  id: Type.Optional(IdSchema),
  isPublic: Type.Boolean(),
});

export const UpdatePaymentMethodBodySchema = Type.Object({ isPublic: Type.Boolean() });

export type CataloguePaymentMethod = Static<typeof CataloguePaymentMethodSchema>;
export type ShopPaymentMethodDto = Static<typeof ShopPaymentMethodSchema>;
export type ShopPaymentMethodsParams = Static<typeof ShopPaymentMethodsParamsSchema>;
export type ShopPaymentMethodParams = Static<typeof ShopPaymentMethodParamsSchema>;
export type BindPaymentMethodBody = Static<typeof BindPaymentMethodBodySchema>;
export type UpdatePaymentMethodBody = Static<typeof UpdatePaymentMethodBodySchema>;

/** The shop's Pix receiver (contract/pix.ts checks each field); null while the shop has none. */
export const PixSettingsSchema = Type.Object({
  /** CPF or CNPJ (digits), phone (+55…), e-mail or random key (UUID). */
  key: Type.String({ maxLength: 100 }),
  /** The receiver's name, at most 25 once written as the code carries it. */
  merchantName: Type.String({ maxLength: 100 }),
  /** The receiver's city, at most 15 once written as the code carries it. */
  merchantCity: Type.String({ maxLength: 100 }),
});
export const PixSettingsAnswerSchema = Type.Union([Type.Null(), PixSettingsSchema]);

export type PixSettings = Static<typeof PixSettingsSchema>;
