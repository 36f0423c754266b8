import { ApiError } from '@/shared/api/errors';
import { notifyError } from '@/shared/notifications/effects';
import { REMOVE_FAILED } from '@/shared/notifications/failures';

/**
 * A removal the rules refuse (409) comes with the server's reason, e.g. 'Não é permitido remover um opcional com
 * opções.'; the user can act on it, so it is shown under the spec's title. Other failures say only the title.
 */
export function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 ? error.message : undefined;
}

export function notifyRemoveFailed(error: unknown) {
  const reason = reasonOf(error);
  return reason ? notifyError(reason, error, REMOVE_FAILED) : notifyError(REMOVE_FAILED, error);
}
