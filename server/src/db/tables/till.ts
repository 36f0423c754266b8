import type { Generated } from 'kysely';
import type { TillMethod, TillMovementKind } from '@contract/till';

/** A till of a shift on one device (migration 028); number, closed_* once closed. */
export interface TillsTable {
  id: Generated<number>;
  location_id: number;
  device_key: string;
  status: 'open' | 'closed';
  number: number | null;
  float_cents: number;
  opened_by_user_id: number | null;
  opened_by_member_id: number | null;
  opened_by_name: string;
  opened_at: string;
  closed_by_user_id: number | null;
  closed_by_member_id: number | null;
  closed_by_name: string | null;
  closed_at: string | null;
}

/** Cash taken out ('sangria') or put in ('suprimento') while the till was open. */
export interface TillMovementsTable {
  id: Generated<number>;
  location_id: number;
  till_id: number;
  kind: TillMovementKind;
  amount_cents: number;
  reason: string;
  by_user_id: number | null;
  by_member_id: number | null;
  by_name: string;
  created_at: string;
}

/** One method of a closing: what the server expected and what the operator counted. */
export interface TillCountsTable {
  till_id: number;
  method: TillMethod;
  expected_cents: number;
  counted_cents: number;
}

/** A count of a closed till found wrong later: the new count of one method, who, when and why. */
export interface TillCorrectionsTable {
  id: Generated<number>;
  location_id: number;
  till_id: number;
  method: TillMethod;
  counted_cents: number;
  reason: string;
  by_user_id: number | null;
  by_member_id: number | null;
  by_name: string;
  created_at: string;
}

/** 'Exigir caixa aberto' (1): a payment at a device with no open till is refused. */
export interface TillSettingsTable {
  location_id: number;
  required: number;
}

export interface TillTables {
  tills: TillsTable;
  till_movements: TillMovementsTable;
  till_counts: TillCountsTable;
  till_settings: TillSettingsTable;
  till_corrections: TillCorrectionsTable;
}
