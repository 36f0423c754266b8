import { IonBackButton, IonButtons, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** Where the back button goes when there is no history; no back button when absent. */
  backTo?: string;
  /** Replaces the default back button (e.g. a guarded one). */
  start?: ReactNode;
  end?: ReactNode;
}

export function PageHeader({ title, backTo, start, end }: Props) {
  return (
    <IonHeader>
      <IonToolbar color="primary">
        {(start || backTo) && (
          <IonButtons slot="start">{start ?? <IonBackButton defaultHref={backTo} text="" />}</IonButtons>
        )}
        <IonTitle>{title}</IonTitle>
        {end && <IonButtons slot="end">{end}</IonButtons>}
      </IonToolbar>
    </IonHeader>
  );
}
