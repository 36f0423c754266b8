/**
 * A refusal of the HTTP layer itself (no token, a stranger's token, a body too large, too many requests, a bad
 * signature), leaving the server as JSON `{ error, message }` with its status. What the rules refuse is a
 * DomainError (domain/errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    /** What the body says beside error and message (the permission a person lacks, when to try a PIN again). */
    readonly fields: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Token ausente ou inválido.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'Acesso negado.') => new HttpError(403, 'forbidden', message);
