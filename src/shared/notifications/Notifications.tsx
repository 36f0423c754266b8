import { useEffect, useRef } from 'react';
import { useIonToast } from '@ionic/react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dismissed } from './slice';
import '../ui/fullWidthToast.css';

export const SUCCESS_DURATION_MS = 3000;
export const ERROR_DURATION_MS = 5000;

/**
 * Shows the queue one toast at a time and dispatches `dismissed` once Ionic has closed it, which brings up the
 * next one. The toast is presented imperatively: an inline IonToast swapped for the next one from inside its
 * own didDismiss makes React and Ionic both remove the same element.
 */
export default function Notifications() {
  const dispatch = useAppDispatch();
  const head = useAppSelector((state) => state.notifications.queue[0]);
  const [present, dismiss] = useIonToast();
  // Effects may run twice for one notification (StrictMode, re-renders); each must be presented once.
  const shownId = useRef<string | null>(null);

  useEffect(() => {
    if (!head || shownId.current === head.id) return;
    shownId.current = head.id;
    const isError = head.kind === 'error';
    void present({
      header: head.title,
      message: head.message,
      color: isError ? 'danger' : 'success',
      duration: isError ? ERROR_DURATION_MS : SUCCESS_DURATION_MS,
      position: 'bottom',
      cssClass: isError ? 'toast-full-width' : undefined,
      onDidDismiss: () => dispatch(dismissed(head.id)),
    });
  }, [head, present, dispatch]);

  useEffect(
    () => () => {
      void dismiss();
    },
    [dismiss],
  );

  return null;
}
