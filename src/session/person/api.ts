import { shopPathOf } from '@contract/paths';
import type { StaffPermission } from '@contract/staff-roles';
import type {
  Authorization,
  MemberSignInBody,
  NewStaffMember,
  PersonSession,
  StaffMember,
  StaffMemberChanges,
  StaffMemberList,
  TeamMember,
  TeamSettings,
} from '@contract/staff';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

/** The team's calls (`…/team/…` under the ordering shop prefix): the device's person, a manager's authorization, 'Equipe'. */
const teamOf = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/team`;

export function openPersonSession(scope: ShopScope, pin: string): Promise<PersonSession> {
  return request<PersonSession>('POST', `${teamOf(scope)}/sessions`, { json: { pin } });
}

export function authorizeAction(scope: ShopScope, pin: string, permission: StaffPermission): Promise<Authorization> {
  return request<Authorization>('POST', `${teamOf(scope)}/authorizations`, { json: { pin, permission } });
}

export async function fetchMembers(scope: ShopScope): Promise<TeamMember[]> {
  const list = await request<StaffMemberList>('GET', `${teamOf(scope)}/members`);
  return list.members;
}

export function createMember(scope: ShopScope, member: NewStaffMember): Promise<StaffMember> {
  return request<StaffMember>('POST', `${teamOf(scope)}/members`, { json: member });
}

export function updateMember(scope: ShopScope, id: number, changes: StaffMemberChanges): Promise<StaffMember> {
  return request<StaffMember>('PUT', `${teamOf(scope)}/members/${id}`, { json: changes });
}

/** A member's own e-mail sign-in, given or changed. */
export function saveMemberSignIn(scope: ShopScope, id: number, signIn: MemberSignInBody): Promise<void> {
  return request<void>('PUT', `${teamOf(scope)}/members/${id}/sign-in`, { json: signIn });
}

export function removeMemberSignIn(scope: ShopScope, id: number): Promise<void> {
  return request<void>('DELETE', `${teamOf(scope)}/members/${id}/sign-in`);
}

export function fetchTeamSettings(scope: ShopScope): Promise<TeamSettings> {
  return request<TeamSettings>('GET', `${teamOf(scope)}/settings`);
}

export function saveTeamSettings(scope: ShopScope, settings: TeamSettings): Promise<TeamSettings> {
  return request<TeamSettings>('PUT', `${teamOf(scope)}/settings`, { json: settings });
}
