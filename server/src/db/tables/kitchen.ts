import type { Generated } from 'kysely';
import type { KitchenTicketsFrom } from '@contract/kitchen';

/** A place in the kitchen that prepares some categories ('Cozinha', 'Bar'). */
export interface StationsTable {
  id: Generated<number>;
  location_id: number;
  name: string;
}

/** Which station prepares a category; a category has at most one row. */
export interface StationCategoriesTable {
  group_id: number;
  station_id: number;
}

export interface KitchenSettingsTable {
  location_id: number;
  auto_complete: number;
  tickets_from: KitchenTicketsFrom;
  board_minutes: number;
  amber_after_min: number;
  red_after_min: number;
}

export interface KitchenTables {
  stations: StationsTable;
  station_categories: StationCategoriesTable;
  kitchen_settings: KitchenSettingsTable;
}
