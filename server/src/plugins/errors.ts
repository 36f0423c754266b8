import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http-errors';

/** Every failure leaves as `{ error, message }` (and a 409's `code`); nothing internal leaks in a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      const body = { error: err.error, message: err.message, ...err.fields };
      return reply.status(err.statusCode).send(err.code ? { ...body, code: err.code } : body);
    }
    if (err.validation) {
      return reply.status(400).send({ error: 'bad_request', message: `${err.validationContext ?? 'request'} ${err.message}` });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ error: 'internal', message: 'Erro interno do servidor.' });
    }
    return reply.status(status).send({ error: err.code ?? 'bad_request', message: err.message });
  });
}
