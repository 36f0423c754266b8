import { IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { useLeaveGuard } from '@/shared/forms/useLeaveGuard';
import { DeliveryForm } from '../components/DeliveryForm';
import { selectDeliveryError, selectDeliverySettings, selectDeliveryStatus } from '../selectors';
import { loadRequested } from '../slice';

export default function DeliverySettingsPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectDeliveryStatus);
  const error = useAppSelector(selectDeliveryError);
  const record = useAppSelector(selectDeliverySettings);
  const [changed, setChanged] = useState(false);
  const guard = useLeaveGuard(changed);

  useEffect(() => {
    dispatch(loadRequested());
  }, [dispatch]);

  return (
    <IonPage>
      <PageHeader title="Delivery" start={<GuardedBackButton guard={guard} fallbackPath={paths.More} />} />
      <IonContent>
        {status === 'pending' || status === 'idle' ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {status === 'error' ? (
          <LoadErrorState label="as configurações de delivery" cause={error ?? undefined} onRetry={() => dispatch(loadRequested())} />
        ) : null}
        {status === 'resolved' ? <DeliveryForm record={record} onChangedChange={setChanged} /> : null}
      </IonContent>
    </IonPage>
  );
}
