import type { StaffRole } from '@contract/staff';
import type { Generated } from 'kysely';
import type { Defaulted } from './menu';

/** A person of a shop's team (migration 025); the PIN only as its keyed digest. */
export interface StaffMembersTable {
  id: Generated<number>;
  location_id: number;
  name: string;
  role: StaffRole;
  pin_digest: string;
  active: Defaulted<number>;
  created_at: string;
  updated_at: string;
}

/** 'Bloquear após': a shop without a row has the default. */
export interface TeamSettingsTable {
  location_id: number;
  idle_lock_minutes: number;
}

/** A manager authorization already spent, kept until it would have expired anyway. */
export interface UsedAuthorizationsTable {
  token_id: string;
  expires_at: string;
}

export interface TeamTables {
  staff_members: StaffMembersTable;
  team_settings: TeamSettingsTable;
  used_authorizations: UsedAuthorizationsTable;
}
