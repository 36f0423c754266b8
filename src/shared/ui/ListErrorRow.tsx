import { IonIcon, IonItem, IonLabel } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';

interface Props {
  /** e.g. 'Não foi possível carregar os produtos.' */
  message: string;
  onRetry: () => void;
}

/** A failed sub-list inside a details screen: the rest of the screen stays usable, the row retries on tap. */
export function ListErrorRow({ message, onRetry }: Props) {
  return (
    <IonItem button detail={false} lines="none" onClick={() => onRetry()}>
      <IonLabel color="danger" className="ion-text-wrap">
        {message}
      </IonLabel>
      <IonIcon slot="end" icon={refreshOutline} color="danger" aria-hidden="true" />
    </IonItem>
  );
}
