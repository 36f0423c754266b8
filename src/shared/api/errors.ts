import type { ConflictCode } from '@contract/errors';
import type { StaffPermission } from '@contract/staff-roles';

/**
 * A failed call: the HTTP status (0 when the network failed), the server's code and its message, and for a refused
 * transition why (`conflict`, the body's `code`), which the screens word in their own texts; for a person refused an
 * action, the permission it needs (`permission`), which a manager may authorize; for a PIN pad locked by too many
 * wrong PINs, the seconds it stays locked (`retryAfter`).
 */
export class ApiError extends Error {
  declare readonly permission?: StaffPermission;
  declare readonly retryAfter?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly conflict?: ConflictCode,
    refusal: { permission?: StaffPermission; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    Object.assign(this, refusal);
  }
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
