import type { ConflictCode } from '@contract/errors';

/**
 * A failed call: the HTTP status (0 when the network failed), the server's code and its message, and for a refused
 * transition why (`conflict`, the body's `code`), which the screens word in their own texts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly conflict?: ConflictCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
