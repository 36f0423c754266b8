import type { Generated } from 'kysely';
import type { TableCallReason, TableCallStatus } from '@contract/calls';

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
}

export interface CallTables {
  table_calls: TableCallsTable;
}
