import { IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useEffect, type ReactNode } from 'react';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { DetailState } from './listState';
import { useMenuNavigator } from './navigation';

interface Props<R> {
  record: R | undefined;
  detail: DetailState;
  /** Asks for the record: once on opening, and again on 'Tentar novamente'. Keep it stable (useCallback). */
  load: () => void;
  /** The title and the way back while the record is not there yet. */
  title: string;
  backTo: string;
  /** 'o produto', 'a opção'… for the load error's text. */
  label: string;
  /** Where the load error offers to go instead. */
  elsewhere: ReactNode;
  /** The record's screen once it is there. */
  children: (record: R) => ReactNode;
}

/** A menu record's details screen: loads the record, shows a spinner or the load error until it is there. */
export function RecordDetailsPage<R>({ record, detail, load, title, backTo, label, elsewhere, children }: Props<R>) {
  useMenuNavigator();
  useEffect(load, [load]);

  // One IonPage for the whole life of the route: Ionic's outlet tracks that element for its transitions.
  return (
    <IonPage>
      {record ? (
        children(record)
      ) : (
        <>
          <PageHeader title={title} backTo={backTo} />
          <IonContent>
            {detail.status === 'error' ? (
              <LoadErrorState label={label} cause={detail.error ?? undefined} onRetry={load}>
                {elsewhere}
              </LoadErrorState>
            ) : (
              <div className="ion-padding ion-text-center">
                <IonSpinner aria-label="Carregando" />
              </div>
            )}
          </IonContent>
        </>
      )}
    </IonPage>
  );
}
