import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, type DomainErrorKind } from '@server/domain/errors';
import { HttpError } from '@server/http-errors';

const statusOfKind: Record<DomainErrorKind, number> = { invalid: 400, notFound: 404, conflict: 409, paused: 423, unavailable: 502 };

/** The HTTP status a failure answers with, whoever raised it; 500 for what nobody meant. */
export function statusOf(err: FastifyError | HttpError | DomainError): number {
  if (err instanceof DomainError) return statusOfKind[err.kind];
  return err.statusCode ?? 500;
}

/** Every failure leaves as `{ error, message }` (and a 409's `code`); nothing internal leaks in a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | DomainError, request, reply) => {
    if (err instanceof DomainError) {
      const body = { error: err.error, message: err.message, ...err.fields };
      return reply.status(statusOf(err)).send(err.code ? { ...body, code: err.code } : body);
    }
    if (err instanceof HttpError) return reply.status(err.statusCode).send({ error: err.error, message: err.message, ...err.fields });
    if (err.validation) {
      return reply.status(400).send({ error: 'bad_request', message: `${err.validationContext ?? 'request'} ${err.message}` });
    }
    const status = statusOf(err);
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ error: 'internal', message: 'Erro interno do servidor.' });
    }
    return reply.status(status).send({ error: err.code ?? 'bad_request', message: err.message });
  });
}
