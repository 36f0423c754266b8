import { useCallback, useRef } from 'react';
import { alertController } from '@ionic/core/components';
import { defineCustomElement as defineAlert } from '@ionic/core/components/ion-alert.js';

export interface ConfirmOptions {
  header?: string;
  message: string;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

/**
 * A yes/no question as a promise: true only when the user taps 'Sim'; backdrop or 'Não' give false, and so does
 * a dialog that could not open, whose error goes to the console.
 * Ionic's controller is used directly (not useIonAlert) so the alert loads with the screens that ask, not with
 * the login page.
 */
export function useConfirm(): Confirm {
  const open = useRef(false);

  return useCallback(async ({ header = 'Atenção', message }: ConfirmOptions) => {
    // A second question while one is open would leave its promise hanging.
    if (open.current) return false;
    open.current = true;
    try {
      defineAlert();
      const alert = await alertController.create({
        header,
        message,
        buttons: [
          { text: 'Não', role: 'cancel' },
          { text: 'Sim', role: 'confirm' },
        ],
      });
      await alert.present();
      const { role } = await alert.onDidDismiss();
      return role === 'confirm';
    } catch (error) {
      // Nothing was asked, so nothing may happen; but a tap that shows nothing must leave a trace of why.
      console.error('A pergunta não pôde ser aberta.', error);
      return false;
    } finally {
      open.current = false;
    }
  }, []);
}
