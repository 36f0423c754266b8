import { IonButton, IonIcon } from '@ionic/react';
import { ellipsisVertical } from 'ionicons/icons';
import type { MouseEvent } from 'react';

/** The three-dots button alone: Pedidos loads its menu only when it is opened. */
export function MoreMenuButton({ onOpen }: { onOpen: (event: MouseEvent) => void }) {
  return (
    <IonButton aria-label="Menu" onClick={onOpen}>
      <IonIcon slot="icon-only" icon={ellipsisVertical} aria-hidden="true" />
    </IonButton>
  );
}
