import { IonContent, IonPage } from '@ionic/react';
import { APP_VERSION, BUILD_ID } from '@/shared/config';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useTerms } from '@/shared/variant';
import { SessionRecordingCard } from './SessionRecordingCard';

export default function AboutPage() {
  const terms = useTerms();
  return (
    <IonPage>
      <PageHeader title="Sobre" backTo="/" />
      <IonContent className="ion-padding">
        <h2>Painel do {terms.business}</h2>
        <p>Versão {APP_VERSION}</p>
        <p>Compilação {BUILD_ID}</p>
        <SessionRecordingCard />
      </IonContent>
    </IonPage>
  );
}
