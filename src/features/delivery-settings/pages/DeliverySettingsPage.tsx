import { IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { DeliveryForm } from '../components/DeliveryForm';
import { selectDeliveryError, selectDeliverySettings, selectDeliveryStatus } from '../selectors';
import { loadRequested } from '../slice';

export default function DeliverySettingsPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectDeliveryStatus);
  const error = useAppSelector(selectDeliveryError);
  const record = useAppSelector(selectDeliverySettings);

  useEffect(() => {
    dispatch(loadRequested());
  }, [dispatch]);

  return (
    <IonPage>
      <PageHeader title="Delivery" backTo={paths.More} />
      <IonContent>
        {status === 'pending' || status === 'idle' ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {status === 'error' ? (
          <LoadErrorState label="as configurações de delivery" cause={error ?? undefined} onRetry={() => dispatch(loadRequested())} />
        ) : null}
        {status === 'resolved' ? <DeliveryForm record={record} /> : null}
      </IonContent>
    </IonPage>
  );
}
