import type { Actor } from '@server/security/actor';

/**
 * Persons of the team as the person header will name them: every one of them acts through the shop's one user
 * (`userId`), told apart by their member id. Made by hand, since these tests call the commands directly.
 */
export function teamOf(userId: number) {
  const person = (memberId: number, name: string, role: NonNullable<Actor['role']>): Actor => ({
    userId,
    memberId,
    role,
    name,
    fullName: name,
    authorizedBy: null,
  });
  const carla = person(901, 'Carla', 'manager');
  const bruno = person(902, 'Bruno', 'waiter');
  const dani = person(903, 'Dani', 'waiter');
  const caio = person(904, 'Caio', 'kitchen');
  const lia = person(905, 'Lia', 'cashier');
  /** The same person with a manager's PIN given for this one action ('Autorização do gerente'). */
  const authorizedBy = (actor: Actor, manager: Actor): Actor => ({
    ...actor,
    authorizedBy: { memberId: manager.memberId as number, name: manager.name },
  });
  /** The shop's own account with no person active, named as the server names its owner. */
  const owner: Actor = { userId, memberId: null, role: null, name: 'Ana', fullName: 'Ana Souza', authorizedBy: null };
  return { carla, bruno, dani, caio, lia, owner, authorizedBy };
}
