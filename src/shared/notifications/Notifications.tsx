import { useEffect, useRef } from 'react';
import { toastController } from '@ionic/core/components';
import { defineCustomElement as defineToast } from '@ionic/core/components/ion-toast.js';
import { setUpIonic } from '@/shared/ui/ionicSetup';
import { useDispatch, useSelector } from 'react-redux';
import { dismissed, selectNextNotification } from './slice';
import '@/shared/ui/fullWidthToast.css';

export const SUCCESS_DURATION_MS = 3000;
export const ERROR_DURATION_MS = 5000;

/**
 * Shows the queue one toast at a time and dispatches `dismissed` once Ionic has closed it, which brings up the
 * next one. Toasts are presented through Ionic's controller: an inline IonToast swapped for the next one from
 * inside its own didDismiss makes React and Ionic both remove the same element, and the controller keeps the
 * toast code out of the login bundle.
 */
export default function Notifications() {
  const dispatch = useDispatch();
  const head = useSelector(selectNextNotification);
  // Effects may run twice for one notification (StrictMode, re-renders); each must be presented once.
  const shownId = useRef<string | null>(null);

  useEffect(() => {
    if (!head || shownId.current === head.id) return;
    shownId.current = head.id;
    const isError = head.kind === 'error';
    setUpIonic();
    defineToast();
    void toastController
      .create({
        header: head.title,
        message: head.message,
        color: isError ? 'danger' : 'success',
        duration: isError ? ERROR_DURATION_MS : SUCCESS_DURATION_MS,
        position: 'bottom',
        cssClass: isError ? 'toast-full-width' : undefined,
      })
      .then(async (toast) => {
        await toast.present();
        await toast.onDidDismiss();
        dispatch(dismissed(head.id));
      });
  }, [head, dispatch]);

  useEffect(
    () => () => {
      void toastController.dismiss().catch(() => undefined);
    },
    [],
  );

  return null;
}
