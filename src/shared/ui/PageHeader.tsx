import { IonBackButton, IonButtons, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';
import { useInPane } from './PageFrame';

interface Props {
  title: string;
  /** Where the back button goes when there is no history; no back button when absent. */
  backTo?: string;
  /** Replaces the default back button (e.g. a guarded one). */
  start?: ReactNode;
  end?: ReactNode;
}

export function PageHeader({ title, backTo, start, end }: Props) {
  const inPane = useInPane();
  // Beside a list, a record's screen has nowhere to go back to: the list is already there.
  const back = start ?? (backTo && !inPane ? <IonBackButton defaultHref={backTo} text="" /> : null);
  return (
    <IonHeader>
      <IonToolbar color="primary">
        {back && <IonButtons slot="start">{back}</IonButtons>}
        <IonTitle>{title}</IonTitle>
        {end && <IonButtons slot="end">{end}</IonButtons>}
      </IonToolbar>
    </IonHeader>
  );
}
