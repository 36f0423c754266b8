import { useCallback, useEffect, useRef } from 'react';

interface Completable {
  complete: () => unknown;
}

/** Ionic's infinite scroll spins until told the work is done: that is when `pending` drops. */
export function useCompleteWhenDone(pending: boolean): (target: Completable) => void {
  const targetRef = useRef<Completable | null>(null);
  useEffect(() => {
    if (!pending && targetRef.current) {
      void targetRef.current.complete();
      targetRef.current = null;
    }
  }, [pending]);
  return useCallback((target: Completable) => {
    targetRef.current = target;
  }, []);
}
