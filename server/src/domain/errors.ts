import type { ConflictCode, OrdersPausedBody, RefusalCode } from '@contract/errors';

/**
 * What the rules refuse, in their own terms: input that cannot be, a record that is not there (or not the caller's),
 * a state that forbids the step, a shop that paused its orders, a provider that did not answer. Repositories and
 * routes throw these; the error plugin alone turns each kind into its HTTP status.
 */
export type DomainErrorKind = 'invalid' | 'notFound' | 'conflict' | 'paused' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** The body's stable `error` word. */
    readonly error: string,
    message: string,
    readonly code?: RefusalCode,
    /** What the body says beside the message (when a paused shop resumes). */
    readonly fields: Partial<Pick<OrdersPausedBody, 'resumeAt'>> = {},
  ) {
    super(message);
  }
}

export const invalid = (message: string, error = 'bad_request') => new DomainError('invalid', error, message);
export const notFound = (message = 'Registro não encontrado.') => new DomainError('notFound', 'not_found', message);
export const conflict = (message: string, code?: ConflictCode, error = 'conflict') => new DomainError('conflict', error, message, code);
export const ordersPaused = (message: string, resumeAt: string | null) =>
  new DomainError('paused', 'locked', message, 'orders_paused', { resumeAt });
export const unavailable = (message: string, error: string) => new DomainError('unavailable', error, message);
