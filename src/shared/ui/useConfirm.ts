import { useCallback, useRef } from 'react';
import { useIonAlert } from '@ionic/react';

export interface ConfirmOptions {
  header?: string;
  message: string;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

/** A yes/no question as a promise: true only when the user taps 'Sim'; backdrop or 'Não' give false. */
export function useConfirm(): Confirm {
  const [present] = useIonAlert();
  const open = useRef(false);

  return useCallback(
    ({ header = 'Atenção', message }: ConfirmOptions) => {
      // Ionic ignores a second present() while its alert is open, which would leave this promise hanging.
      if (open.current) return Promise.resolve(false);
      open.current = true;
      return new Promise<boolean>((resolve) => {
        const settle = (answer: boolean) => {
          open.current = false;
          resolve(answer);
        };
        present({
          header,
          message,
          buttons: [
            { text: 'Não', role: 'cancel' },
            { text: 'Sim', role: 'confirm' },
          ],
          onDidDismiss: (event) => settle(event.detail.role === 'confirm'),
        }).catch(() => settle(false));
      });
    },
    [present],
  );
}
