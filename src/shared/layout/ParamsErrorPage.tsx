import { IonContent, IonPage } from '@ionic/react';
import type { ReactNode } from 'react';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { PageHeader } from '@/shared/ui/PageHeader';

/** A screen opened with a bad route parameter: the load-error state with the parser's message, no crash. */
export function ParamsErrorPage(props: { title: string; label: string; message: string; backTo: string; children?: ReactNode }) {
  return (
    <IonPage>
      <PageHeader title={props.title} backTo={props.backTo} />
      <IonContent>
        <LoadErrorState label={props.label} detail={props.message}>
          {props.children}
        </LoadErrorState>
      </IonContent>
    </IonPage>
  );
}
