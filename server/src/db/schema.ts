import type { AccountTables } from './tables/accounts';

/** The whole database: one interface per area, merged. */
export type Database = AccountTables;
