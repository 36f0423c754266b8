import { IonContent, IonPage } from '@ionic/react';
import { PageHeader } from './PageHeader';

/** A screen whose feature has not been built yet: its title and one line. */
export function UnderConstruction({ title, backTo }: { title: string; backTo?: string }) {
  return (
    <IonPage>
      <PageHeader title={title} backTo={backTo} />
      <IonContent className="ion-padding">
        <p>em construção</p>
      </IonContent>
    </IonPage>
  );
}
