import { IonInfiniteScroll, IonInfiniteScrollContent } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { hasMoreOf, type ListState } from './listState';

interface Completable {
  complete: () => Promise<void>;
}

/** Asks for the next page near the end of a list, and tells Ionic when that page is in (or failed). */
export function InfiniteMore({ list, onMore }: { list: ListState | undefined; onMore: () => void }) {
  const waiting = useRef<Completable | null>(null);
  const pending = list?.more === 'pending';

  useEffect(() => {
    if (!pending && waiting.current) {
      void waiting.current.complete();
      waiting.current = null;
    }
  }, [pending]);

  return (
    <IonInfiniteScroll
      disabled={!hasMoreOf(list)}
      onIonInfinite={(event) => {
        waiting.current = event.target;
        onMore();
      }}
    >
      <IonInfiniteScrollContent />
    </IonInfiniteScroll>
  );
}
