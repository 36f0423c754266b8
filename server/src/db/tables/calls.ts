import type { Generated } from 'kysely';
import type { TableCallReason, TableCallStatus } from '@contract/calls';
import type { Defaulted } from './menu';

/** A call from a table (migration 018). */
export interface TableCallsTable {
  id: Generated<number>;
  location_id: number;
  qrcode_id: number | null;
  location_name: string;
  reason: TableCallReason;
  status: TableCallStatus;
  created_at: string;
  claimed_at: string | null;
  claimed_by_user_id: number | null;
  claimed_by: string | null;
  done_at: string | null;
  done_by_user_id: number | null;
  done_by: string | null;
  /** When the server found it waiting, unclaimed, past the shop's minutes (migration 021; one instance stamps it). */
  escalated_at: Defaulted<string | null>;
  /** The persons of the team who claimed and closed it (migration 026); null for the shop's own account. */
  claimed_by_member_id: Defaulted<number | null>;
  done_by_member_id: Defaulted<number | null>;
}

/** 'Avisar todos se um chamado ficar sem resposta por': a shop without a row has the default; null minutes is off. */
export interface CallEscalationSettingsTable {
  location_id: number;
  minutes: number | null;
}

export interface CallTables {
  table_calls: TableCallsTable;
  call_escalation_settings: CallEscalationSettingsTable;
}
