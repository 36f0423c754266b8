import type { AccountTables } from './tables/accounts';
import type { CallTables } from './tables/calls';
import type { KitchenTables } from './tables/kitchen';
import type { MenuTables } from './tables/menu';
import type { OrderingTables } from './tables/ordering';
import type { PixTables } from './tables/pix';
import type { RoomTables } from './tables/room';
import type { TeamTables } from './tables/team';
import type { TillTables } from './tables/till';

/** The whole database: one interface per area, merged. */
export type Database = AccountTables & MenuTables & OrderingTables & KitchenTables & CallTables & PixTables & RoomTables & TeamTables & TillTables;
