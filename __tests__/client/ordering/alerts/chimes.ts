import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { chime } from '@/ordering/alerts/sagas';

/** Answers every chime at once and records which sound each was for ('order' unless said). */
export function recordChimes(): { kinds: unknown[]; provider: EffectProviders } {
  const kinds: unknown[] = [];
  return {
    kinds,
    provider: {
      call(effect, next) {
        if (effect.fn !== chime) return next();
        kinds.push(effect.args[0] ?? 'order');
        return undefined;
      },
    },
  };
}
