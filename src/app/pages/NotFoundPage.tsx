import { IonContent, IonPage, IonRouterLink } from '@ionic/react';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';

/** The layout follows authentication: inside the tabs when signed in, a bare page when signed out. */
export default function NotFoundPage() {
  return (
    <IonPage>
      <PageHeader title="Página não encontrada" />
      <IonContent className="ion-padding ion-text-center">
        <p>Ops! A página que você está procurando não foi encontrada.</p>
        <IonRouterLink routerLink={paths.Root} routerDirection="root">
          Voltar para o início
        </IonRouterLink>
      </IonContent>
    </IonPage>
  );
}
