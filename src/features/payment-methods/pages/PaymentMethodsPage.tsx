import { IonContent, IonFab, IonFabButton, IonIcon, IonList, IonPage, IonSpinner } from '@ionic/react';
import { add } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { BindPaymentMethodModal } from '../components/BindPaymentMethodModal';
import { PaymentMethodTile } from '../components/PaymentMethodTile';
import { selectAllPaymentMethods, selectPaymentMethodsError, selectPaymentMethodsStatus } from '../selectors';
import { loadRequested } from '../slice';

export default function PaymentMethodsPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectPaymentMethodsStatus);
  const error = useAppSelector(selectPaymentMethodsError);
  const methods = useAppSelector(selectAllPaymentMethods);
  const [choosing, setChoosing] = useState(false);
  const closeChooser = useCallback(() => setChoosing(false), []);

  useEffect(() => {
    if (status === 'idle') dispatch(loadRequested());
  }, [status, dispatch]);

  return (
    <IonPage>
      <PageHeader title="Meios de Pagamento" backTo={paths.More} />
      <IonContent>
        {status === 'pending' && methods.length === 0 ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {status === 'error' ? (
          <LoadErrorState label="os meios de pagamento" cause={error ?? undefined} onRetry={() => dispatch(loadRequested())} />
        ) : null}
        {status === 'resolved' && methods.length === 0 ? (
          <EmptyState title="Sem meios de pagamento" text="Adicione um novo para seus clientes pagarem os pedidos!" />
        ) : null}
        {status !== 'error' && methods.length > 0 ? (
          <IonList>
            {methods.map((method) => (
              <PaymentMethodTile key={method.id} method={method} />
            ))}
          </IonList>
        ) : null}
        {status === 'resolved' ? (
          <IonFab slot="fixed" vertical="bottom" horizontal="end">
            <IonFabButton aria-label="Adicionar meio de pagamento" onClick={() => setChoosing(true)}>
              <IonIcon icon={add} aria-hidden="true" />
            </IonFabButton>
          </IonFab>
        ) : null}
        <BindPaymentMethodModal isOpen={choosing} onClose={closeChooser} />
      </IonContent>
    </IonPage>
  );
}
