import { useEffect } from 'react';
import { toastController } from '@ionic/core/components';
import { defineCustomElement as defineToast } from '@ionic/core/components/ion-toast.js';
import { setUpIonic } from '@/shared/ui/ionicSetup';
import { useAppDispatch } from '@/app/hooks';
import { updateAccepted } from './slice';

export const UPDATE_TITLE = 'Nova versão disponível';
export const UPDATE_MESSAGE = 'Toque para atualizar.';

/**
 * Spec 1: the notification of a waiting version. It stays until tapped, so it lives outside the notification
 * queue, whose toasts close by themselves and would wait behind it; it sits at the top to keep clear of them.
 * A tap anywhere on it (its button included: clicks inside the toast reach its host element) applies the update.
 */
export default function UpdateToast() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    let unmounted = false;
    let toast: HTMLIonToastElement | undefined;
    setUpIonic();
    defineToast();
    void toastController
      .create({
        header: UPDATE_TITLE,
        message: UPDATE_MESSAGE,
        color: 'dark',
        position: 'top',
        buttons: [{ text: 'Atualizar' }],
        cssClass: 'app-update-toast',
      })
      .then((created) => {
        if (unmounted) return;
        toast = created;
        created.addEventListener('click', () => dispatch(updateAccepted()));
        void created.present();
      });
    return () => {
      unmounted = true;
      void toast?.dismiss();
    };
  }, [dispatch]);

  return null;
}
