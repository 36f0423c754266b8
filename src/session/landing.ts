import type { StaffRole } from '@contract/staff-roles';
import { paths } from '@/shared/routing/paths';

/**
 * Where a person of the team opens: apart from the person's module, so that the first load's '/' can ask without
 * taking the team's rules with it.
 */

/** Where a person's device opens once their PIN is taken: the kitchen on its display, a waiter on Salão, others stay. */
export function landingPathOf(role: StaffRole): string | null {
  if (role === 'kitchen') return paths.Kitchen;
  if (role === 'waiter') return paths.Tables;
  return null;
}

/** The first screen of a sign-in: a member's role's own (the kitchen, Salão), else Pedidos. */
export const homePathOf = (member: { role: StaffRole } | null): string => (member && landingPathOf(member.role)) ?? paths.Orders;
