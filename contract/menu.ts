/**
 * Menu management calls (spec sections 3, 5 and 7): item groups (categories), items (products), portions,
 * option groups ('opcionais'), options and menu images. Schemas the server validates with, types the app reads.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';
import { IMAGE_SIZES, MENU_LIMITS, NAME_FORMAT } from './limits';
import { Nullable, paging, ShopParamsSchema, ShopRecordParamsSchema, TimestampSchema } from './ordering';

export { ShopParamsSchema, ShopRecordParamsSchema };

export { IMAGE_SIZES, MENU_LIMITS };

export type ImageKind = keyof typeof IMAGE_SIZES;

// A name of only spaces or invisible characters would show as a blank tile: it needs a letter or a digit.
const NameSchema = Type.String({ minLength: 1, maxLength: MENU_LIMITS.name, format: NAME_FORMAT });
const DescriptionSchema = Nullable(Type.String({ maxLength: MENU_LIMITS.description }));
/** Reais, as everywhere in the API; the server keeps cents. */
export const PriceSchema = Type.Number({ minimum: 0, maximum: MENU_LIMITS.priceMax });
const MaxlengthSchema = Nullable(Type.Integer({ minimum: MENU_LIMITS.maxlengthMin, maximum: MENU_LIMITS.maxlengthMax }));

export const CreatedSchema = Type.Object({ id: Type.Integer() });

export const PageQuerySchema = Type.Object(paging);
export const GroupPageQuerySchema = Type.Object({ groupId: IdSchema, ...paging });
export const GroupQuerySchema = Type.Object({ groupId: IdSchema });

export const ItemParamsSchema = Type.Object({ accountId: IdSchema, shopId: IdSchema, itemId: IdSchema });
export const PortionParamsSchema = Type.Object({ accountId: IdSchema, shopId: IdSchema, itemId: IdSchema, id: IdSchema });
export const AccountParamsSchema = Type.Object({ accountId: IdSchema });
export const ImageParamsSchema = Type.Object({ imageId: IdSchema });

// ---- Item groups (categories) ----

export const ItemGroupBodySchema = Type.Object({ title: NameSchema, active: Type.Boolean() });

export const ItemGroupSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageId: Nullable(Type.Integer()),
  updatedAt: TimestampSchema,
  active: Type.Boolean(),
});

export const ItemGroupListSchema = Type.Object({ itemGroups: Type.Array(ItemGroupSchema), count: Type.Integer() });

// ---- Items (products) ----

export const ItemBodySchema = Type.Object({
  groupId: IdSchema,
  name: NameSchema,
  description: DescriptionSchema,
  price: PriceSchema,
  available: Type.Boolean(),
});

export const ItemSchema = Type.Object({
  id: Type.Integer(),
  groupId: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  imageId: Nullable(Type.Integer()),
  price: Type.Number(),
  updatedAt: TimestampSchema,
  available: Type.Boolean(),
});

export const ItemListSchema = Type.Object({ items: Type.Array(ItemSchema), count: Type.Integer() });

// ---- Portions ----

export const PortionBodySchema = Type.Object({
  itemId: IdSchema,
  name: NameSchema,
  price: PriceSchema,
  isAvailable: Type.Boolean(),
});

export const PortionSchema = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  name: Type.String(),
  price: Type.Number(),
  createdAt: TimestampSchema,
  isAvailable: Type.Boolean(),
});

export const PortionListSchema = Type.Object({ portions: Type.Array(PortionSchema), count: Type.Integer() });

// ---- Option groups ('opcionais') ----

export const OptionGroupBodySchema = Type.Object({
  /** The item group (category) whose items offer the options. */
  groupId: IdSchema,
  title: NameSchema,
  /** Null on creation; set by update-sequences. */
  sequence: Nullable(Type.Integer({ minimum: 1, maximum: 10000 })),
  /** How many options a customer may pick; null means no limit ('Quantos quiser'). */
  maxlength: MaxlengthSchema,
  required: Type.Boolean(),
  active: Type.Boolean(),
});

export const OptionGroupSchema = Type.Object({
  id: Type.Integer(),
  groupId: Type.Integer(),
  title: Type.String(),
  sequence: Nullable(Type.Integer()),
  maxlength: Nullable(Type.Integer()),
  required: Type.Boolean(),
  active: Type.Boolean(),
});

export const OptionGroupListSchema = Type.Object({ optionGroups: Type.Array(OptionGroupSchema), count: Type.Integer() });

export const SequencesBodySchema = Type.Object({
  optionGroups: Type.Array(Type.Object({ id: IdSchema, sequence: Type.Integer({ minimum: 1, maximum: 10000 }) }), {
    minItems: 1,
    maxItems: 1000,
  }),
});

// ---- Options ----

export const OptionBodySchema = Type.Object({
  /** The option group. */
  groupId: IdSchema,
  name: NameSchema,
  description: DescriptionSchema,
  price: PriceSchema,
  available: Type.Boolean(),
});

export const OptionSchema = Type.Object({
  id: Type.Integer(),
  groupId: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  price: Type.Number(),
  available: Type.Boolean(),
});

export const OptionListSchema = Type.Object({ options: Type.Array(OptionSchema), count: Type.Integer() });

// ---- Images ----

/** What an image upload answers: the new image and when the owner changed. */
export const ImageChangedSchema = Type.Object({ imageId: Type.Integer(), updatedAt: TimestampSchema });

export type ItemGroupBody = Static<typeof ItemGroupBodySchema>;
export type ItemGroupDto = Static<typeof ItemGroupSchema>;
export type ItemGroupList = Static<typeof ItemGroupListSchema>;
export type ItemBody = Static<typeof ItemBodySchema>;
export type ItemDto = Static<typeof ItemSchema>;
export type ItemList = Static<typeof ItemListSchema>;
export type PortionBody = Static<typeof PortionBodySchema>;
export type PortionDto = Static<typeof PortionSchema>;
export type PortionList = Static<typeof PortionListSchema>;
export type OptionGroupBody = Static<typeof OptionGroupBodySchema>;
export type OptionGroupDto = Static<typeof OptionGroupSchema>;
export type OptionGroupList = Static<typeof OptionGroupListSchema>;
export type SequencesBody = Static<typeof SequencesBodySchema>;
export type OptionBody = Static<typeof OptionBodySchema>;
export type OptionDto = Static<typeof OptionSchema>;
export type OptionList = Static<typeof OptionListSchema>;
export type Created = Static<typeof CreatedSchema>;
export type ImageChanged = Static<typeof ImageChangedSchema>;

export const OPTION_GROUP_WITH_OPTIONS = 'Não é permitido remover um opcional com opções.';
export const ITEM_GROUP_NOT_EMPTY = 'Não é permitido remover uma categoria com produtos ou opcionais.';
