import { ROLE_PERMISSIONS, STAFF_PERMISSION_LABELS, type StaffRole } from '@contract/staff-roles';
import type { NewStaffMember, StaffMember, StaffMemberChanges } from '@contract/staff';

/** The member form's values: the PIN typed, or left blank on an edit to keep it. */
export interface MemberValues {
  name: string;
  role: StaffRole;
  pin: string;
  active: boolean;
}

export const NEW_MEMBER: MemberValues = { name: '', role: 'waiter', pin: '', active: true };

export const memberValuesOf = (member: StaffMember): MemberValues => ({ name: member.name, role: member.role, pin: '', active: member.active });

export const newMemberOf = (values: MemberValues): NewStaffMember => ({ name: values.name.trim(), role: values.role, pin: values.pin });

/** An edit: a blank PIN is left out, so the member keeps theirs. */
export function memberChangesOf(values: MemberValues): StaffMemberChanges {
  const changes: StaffMemberChanges = { name: values.name.trim(), role: values.role, active: values.active };
  return values.pin ? { ...changes, pin: values.pin } : changes;
}

/** What a role may do, as 'Equipe' lists it under the role's choice. */
export const rolePermissionLabels = (role: StaffRole): string[] => ROLE_PERMISSIONS[role].map((permission) => STAFF_PERMISSION_LABELS[permission]);
