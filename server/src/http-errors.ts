import type { ConflictCode, OrdersPausedBody, RefusalCode } from '../../contract/errors';

/** An error that leaves the server as JSON `{ error, message, code? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly code?: RefusalCode,
    /** What the body says beside the message (when a paused shop resumes). */
    readonly fields: Partial<Pick<OrdersPausedBody, 'resumeAt'>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = (message = 'Token ausente ou inválido.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'Acesso negado.') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, 'not_found', message);
export const conflict = (message: string, code?: ConflictCode) => new HttpError(409, 'conflict', message, code);
export const ordersPaused = (message: string, resumeAt: string | null) => new HttpError(423, 'locked', message, 'orders_paused', { resumeAt });
