import { IonToast } from '@ionic/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/rootReducer';
import { printQueueText } from './rules';
import { retryRequested } from './slice';

const selectQueue = (state: RootState) => state.printing?.queue ?? [];
const selectFailure = (state: RootState) => state.printing?.failure ?? null;

/**
 * While tickets wait to print, every screen says so, and why, until they print: a kitchen must never believe an
 * order was printed when it was not.
 */
export default function PrintQueueToast() {
  const dispatch = useAppDispatch();
  const queue = useAppSelector(selectQueue);
  const failure = useAppSelector(selectFailure);
  return (
    <IonToast
      isOpen={queue.length > 0}
      position="top"
      color="danger"
      cssClass="print-queue-toast"
      header={failure ?? undefined}
      message={printQueueText(queue.length)}
      buttons={[
        {
          text: 'Tentar novamente',
          // The toast stays up until the queue empties.
          handler: () => {
            dispatch(retryRequested());
            return false;
          },
        },
      ]}
    />
  );
}
