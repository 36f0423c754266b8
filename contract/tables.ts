/**
 * 'Salão', the room at a glance: one tile per table (each active QR code's place), in the order the shop arranged
 * them. Only the order is kept on the server; each table's state comes from the comandas, orders and calls the app
 * already holds.
 */
import { Type, type Static } from '@sinclair/typebox';

/** Far more tables than any room holds, and small enough to check every id in one query. */
export const TABLE_LAYOUT_MAX = 500;

/** The shop's QR codes, first the ones arranged (in that order), then the rest oldest first. */
export const TableLayoutSchema = Type.Object(
  { qrcodeIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: TABLE_LAYOUT_MAX }) },
  { additionalProperties: false },
);

export type TableLayout = Static<typeof TableLayoutSchema>;
