/** 'Esgotar' from where the staff are: what an order's products and options are worth marking, and the marking. */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';

/** Ids may come repeated (itemIds=1&itemIds=2) or comma-separated (itemIds=1,2), like the lists' statuses. */
export const AvailabilityQuerySchema = Type.Object(
  {
    itemIds: Type.Optional(Type.Array(IdSchema, { maxItems: 100 })),
    optionIds: Type.Optional(Type.Array(IdSchema, { maxItems: 100 })),
  },
  { additionalProperties: false },
);

export const AvailabilitySchema = Type.Object({
  /** The shop's products among those asked for; ids of other shops or removed products are left out. */
  items: Type.Array(Type.Object({ id: Type.Integer(), available: Type.Boolean() })),
  /** The same for options, with how many products offer each (every product of its option group's category). */
  options: Type.Array(Type.Object({ id: Type.Integer(), available: Type.Boolean(), productCount: Type.Integer({ minimum: 0 }) })),
});

export const AvailabilityBodySchema = Type.Object({ available: Type.Boolean() }, { additionalProperties: false });

export const AvailabilityChangeSchema = Type.Object({ id: Type.Integer(), available: Type.Boolean() });

export type AvailabilityQuery = Static<typeof AvailabilityQuerySchema>;
export type Availability = Static<typeof AvailabilitySchema>;
export type AvailabilityBody = Static<typeof AvailabilityBodySchema>;
export type AvailabilityChange = Static<typeof AvailabilityChangeSchema>;
