import { IonContent, IonPage, IonSpinner } from '@ionic/react';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';

function PageLoading() {
  return (
    <IonPage>
      <IonContent className="ion-padding ion-text-center">
        <IonSpinner aria-label="Carregando" />
      </IonContent>
    </IonPage>
  );
}

/** A route's page, fetched as its own chunk the first time the route opens. */
export function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
