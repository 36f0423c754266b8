import type { FastifyRequest } from 'fastify';
import type { Actor } from '@server/security/actor';
import { requireAccount } from './auth';

/**
 * The acting person of a staff request. The team's hook sets it when the device names a person; otherwise it is the
 * account's owner, read once per request.
 */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  if (request.actor) return request.actor;
  const { userId } = requireAccount(request);
  const user = await request.server.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  const name = user?.first_name ?? '';
  request.actor = { userId, memberId: null, role: null, name, fullName: user ? `${user.first_name} ${user.last_name}`.trim() : '', authorizedBy: null };
  return request.actor;
}
