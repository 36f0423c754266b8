import { IonBackButton, IonButtons, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';
import { useInPane } from './PageFrame';
import './pageHeader.css';

interface Props {
  title: string;
  /** A second line under the title, such as the category a list of products belongs to. */
  subtitle?: string;
  /** Where the back button goes when there is no history; no back button when absent. */
  backTo?: string;
  /** Replaces the default back button (e.g. a guarded one). */
  start?: ReactNode;
  end?: ReactNode;
}

export function PageHeader({ title, subtitle, backTo, start, end }: Props) {
  const inPane = useInPane();
  // Beside a list, a record's screen has nowhere to go back to: the list is already there.
  const back = start ?? (backTo && !inPane ? <IonBackButton defaultHref={backTo} text="" /> : null);
  return (
    <IonHeader>
      <IonToolbar color="primary">
        {back && <IonButtons slot="start">{back}</IonButtons>}
        <IonTitle>
          <span className="page-title">{title}</span>
        </IonTitle>
        {end && <IonButtons slot="end">{end}</IonButtons>}
      </IonToolbar>
      {subtitle ? (
        <IonToolbar color="primary" className="page-subtitle-bar">
          <p className={back ? 'page-subtitle page-subtitle--after-back' : 'page-subtitle'}>{subtitle}</p>
        </IonToolbar>
      ) : null}
    </IonHeader>
  );
}
