import {
  IonContent,
  IonFab,
  IonFabButton,
  IonIcon,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonList,
  IonPage,
  IonSpinner,
} from '@ionic/react';
import { add } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { pathTo, paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { CreateQrCodeModal } from '../components/CreateQrCodeModal';
import { QrCodeTile } from '../components/QrCodeTile';
import { useCompleteWhenDone } from '../components/useCompleteWhenDone';
import { selectAllQrCodes, selectHasMoreQrCodes, selectMoreQrCodesStatus, selectQrCodesError, selectQrCodesStatus } from '../selectors';
import { listRequested, moreRequested } from '../slice';

export default function QrCodesPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector(selectQrCodesStatus);
  const error = useAppSelector(selectQrCodesError);
  const qrCodes = useAppSelector(selectAllQrCodes);
  const hasMore = useAppSelector(selectHasMoreQrCodes);
  const more = useAppSelector(selectMoreQrCodesStatus);
  const holdInfinite = useCompleteWhenDone(more === 'pending');
  const [creating, setCreating] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);
  const openCreated = useCallback(
    (id: number) => {
      setCreating(false);
      navigate(pathTo('QrCodeDetails', { qrCodeId: id }));
    },
    [navigate],
  );

  useEffect(() => {
    if (status === 'idle') dispatch(listRequested());
  }, [status, dispatch]);

  return (
    <IonPage>
      <PageHeader title="QR codes" backTo={paths.More} />
      <IonContent>
        {status === 'pending' && qrCodes.length === 0 ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {status === 'error' ? (
          <LoadErrorState label="seus QR codes" cause={error ?? undefined} onRetry={() => dispatch(listRequested())} />
        ) : null}
        {status === 'resolved' && qrCodes.length === 0 ? (
          <EmptyState title="Sem QR codes" text="Adicione um novo para seus clientes fazerem pedidos!" />
        ) : null}
        {status !== 'error' && qrCodes.length > 0 ? (
          <IonList>
            {qrCodes.map((qrCode) => (
              <QrCodeTile key={qrCode.id} qrCode={qrCode} />
            ))}
          </IonList>
        ) : null}
        <IonInfiniteScroll
          disabled={status !== 'resolved' || !hasMore}
          onIonInfinite={(event) => {
            holdInfinite(event.target);
            dispatch(moreRequested());
          }}
        >
          <IonInfiniteScrollContent />
        </IonInfiniteScroll>
        {status === 'resolved' ? (
          <IonFab slot="fixed" vertical="bottom" horizontal="end">
            <IonFabButton aria-label="Novo QR code" onClick={() => setCreating(true)}>
              <IonIcon icon={add} aria-hidden="true" />
            </IonFabButton>
          </IonFab>
        ) : null}
        <CreateQrCodeModal isOpen={creating} onClose={closeCreate} onCreated={openCreated} />
      </IonContent>
    </IonPage>
  );
}
