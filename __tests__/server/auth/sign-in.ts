import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TokenErrorBody } from '@contract/errors';

export const TOO_MANY_ATTEMPTS: TokenErrorBody = {
  error: 'too_many_attempts',
  error_description: 'Muitas tentativas. Tente novamente em alguns minutos.',
};

/** POST /token with the password grant, as a form, from the given client address. */
export function signIn(app: FastifyInstance, userName: string, password: string, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'back-office', grant_type: 'password', userName, password }).toString(),
  });
}
