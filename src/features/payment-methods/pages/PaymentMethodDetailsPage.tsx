import { IonContent, IonItem, IonList, IonPage, IonSpinner, IonToggle } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { paths } from '@/shared/routing/paths';
import { useConfirm } from '@/shared/ui/useConfirm';
import { useGoBack } from '@/shared/ui/useGoBack';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { selectIsPublicPending, selectPaymentMethodById, selectPaymentMethodDetail, selectRemoval } from '../selectors';
import { detailRequested, publicToggled, removeRequested } from '../slice';

export const FALLBACK_TITLE = 'Meio de pagamento';
export const REMOVE_QUESTION = 'Deseja realmente remover o meio de pagamento?';

function PaymentMethodDetails({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const goBack = useGoBack();
  const method = useAppSelector((state) => selectPaymentMethodById(state, id));
  const detail = useAppSelector(selectPaymentMethodDetail);
  const pending = useAppSelector((state) => selectIsPublicPending(state, id));
  const removal = useAppSelector(selectRemoval);
  const removing = removal.id === id && removal.status === 'pending';
  const removedHere = removal.id === id && removal.status === 'done';
  const loadFailed = !method && detail.id === id && detail.status === 'error';

  const present = method !== undefined;
  useEffect(() => {
    // A method already in the list is shown at once and kept current by live events; one missing (opened
    // directly, or unbound elsewhere meanwhile) is asked for, so the screen ends up shown or explained.
    if (!present && !removedHere) dispatch(detailRequested(id));
  }, [id, present, removedHere, dispatch]);

  useEffect(() => {
    if (removedHere) goBack(paths.PaymentMethods);
  }, [removedHere, goBack]);

  const remove = async () => {
    if (await confirm({ header: 'Atenção', message: REMOVE_QUESTION })) dispatch(removeRequested(id));
  };

  const menu = method ? (
    <MoreMenu entries={[{ label: 'Remover', icon: trashOutline, onSelect: () => void remove(), disabled: removing }]} />
  ) : undefined;

  return (
    <IonPage>
      <PageHeader title={method?.name ?? FALLBACK_TITLE} backTo={paths.PaymentMethods} end={menu} />
      <IonContent>
        {loadFailed ? (
          <LoadErrorState label="o meio de pagamento" cause={detail.error ?? undefined} onRetry={() => dispatch(detailRequested(id))} />
        ) : null}
        {!method && !loadFailed ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {method ? (
          <IonList>
            <IonItem>
              <IonToggle
                checked={method.isPublic}
                disabled={pending || removing}
                onIonChange={(event) => dispatch(publicToggled({ id, isPublic: event.detail.checked }))}
              >
                Público?
              </IonToggle>
            </IonItem>
          </IonList>
        ) : null}
      </IonContent>
    </IonPage>
  );
}

export default function PaymentMethodDetailsPage() {
  const params = useRouteParams('paymentMethodId');
  if (!params.ok) {
    return <ParamsErrorPage title={FALLBACK_TITLE} label="o meio de pagamento" message={params.message} backTo={paths.PaymentMethods} />;
  }
  return <PaymentMethodDetails id={params.values.paymentMethodId} />;
}
