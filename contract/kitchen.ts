/**
 * The kitchen display ('Cozinha'): a shop's stations, the categories each takes, and the shop's kitchen settings.
 * Schemas the server validates with, types the app reads.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';
import { Nullable } from './ordering';

/** A station's name, as short as a menu record's. */
export const STATION_NAME_MAX = 30;
/** Stations a shop may define; more would not fit a device's choice. */
export const STATIONS_MAX = 12;
/** The one station a shop with none defined has, taking every category. */
export const DEFAULT_STATION_NAME = 'Cozinha';

export const StationBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: STATION_NAME_MAX, pattern: '\\S' }),
    /** The categories (item groups) this station prepares; each belongs to at most one station. */
    categoryIds: Type.Array(IdSchema, { maxItems: 200, uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const StationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  categoryIds: Type.Array(Type.Integer()),
});

/**
 * A shop's stations in the order they were made. An item goes to the station of its category; an item whose
 * category no station takes (or whose product left the menu) goes to the first station, so none is lost.
 */
export const StationListSchema = Type.Object({ stations: Type.Array(StationSchema) });

export const StationParamsSchema = Type.Object({ accountId: IdSchema, shopId: IdSchema, id: IdSchema });

export const OrderItemParamsSchema = Type.Object({ accountId: IdSchema, shopId: IdSchema, id: IdSchema, itemId: IdSchema });

/** Bumping a ticket: every item of one station done, or of every station ('Expedição', stationId null). */
export const BumpBodySchema = Type.Object({ stationId: Nullable(IdSchema) }, { additionalProperties: false });

/** When a ticket reaches the kitchen: once the order is approved (authorized), or only once someone started it. */
export const kitchenTicketsFrom = ['approved', 'started'] as const;

/** The longest a ticket's amber or red threshold may be, in minutes. */
export const KITCHEN_WAIT_MAX_MIN = 240;

export const KitchenSettingsSchema = Type.Object(
  {
    /** Every item done at every station completes the order; off, the 'Expedição' bump completes it. */
    autoComplete: Type.Boolean(),
    ticketsFrom: Type.Union(kitchenTicketsFrom.map((from) => Type.Literal(from))),
    /** How long a completed order stays in the 'Pronto' board's column. */
    boardMinutes: Type.Integer({ minimum: 1, maximum: 60 }),
    /**
     * The age in minutes at which a ticket turns amber, then red, on every kitchen screen of the shop; amber comes
     * before red (the server refuses otherwise). Pedidos keeps each device's own thresholds (Configurações).
     */
    amberAfterMin: Type.Integer({ minimum: 1, maximum: KITCHEN_WAIT_MAX_MIN }),
    redAfterMin: Type.Integer({ minimum: 1, maximum: KITCHEN_WAIT_MAX_MIN }),
  },
  { additionalProperties: false },
);

export const DEFAULT_KITCHEN_SETTINGS: KitchenSettings = {
  autoComplete: true,
  ticketsFrom: 'approved',
  boardMinutes: 5,
  // The same as a device's waiting thresholds until someone sets them (Configurações' defaults).
  amberAfterMin: 10,
  redAfterMin: 20,
};

export type StationBody = Static<typeof StationBodySchema>;
export type Station = Static<typeof StationSchema>;
export type StationList = Static<typeof StationListSchema>;
export type BumpBody = Static<typeof BumpBodySchema>;
export type KitchenTicketsFrom = (typeof kitchenTicketsFrom)[number];
export type KitchenSettings = Static<typeof KitchenSettingsSchema>;
