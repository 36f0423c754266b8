import type { OutboxKind } from './rules';

/**
 * The kinds of command whose sending saga runs in this page: a screen's feature group (the order's 'Esgotar')
 * may come later than the queue's replay, which then leaves its commands for a later turn. Kept out of the store:
 * it says what code is loaded, not what the user did.
 */
const running = new Map<OutboxKind, number>();

/** For the owners' sagas: `yield call(ownOutboxKind, 'order')` while they take the queue's commands. */
export function ownOutboxKind(kind: OutboxKind): () => void {
  running.set(kind, (running.get(kind) ?? 0) + 1);
  return () => {
    const left = (running.get(kind) ?? 1) - 1;
    if (left > 0) running.set(kind, left);
    else running.delete(kind);
  };
}

export const runningOutboxKinds = (): OutboxKind[] => [...running.keys()];
