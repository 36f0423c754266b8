import type { PersonSession, StaffMember } from '@contract/staff';

export const carla: StaffMember = { id: 1, name: 'Carla', role: 'manager', active: true };
export const bruno: StaffMember = { id: 2, name: 'Bruno', role: 'waiter', active: true };
export const caio: StaffMember = { id: 4, name: 'Caio', role: 'kitchen', active: true };
export const lia: StaffMember = { id: 5, name: 'Lia', role: 'cashier', active: true };

export const sessionOf = (member: StaffMember, expiresAt = '2099-01-01T00:00:00.000Z'): PersonSession => ({
  member,
  personToken: `token-${member.name.toLowerCase()}`,
  expiresAt,
});
