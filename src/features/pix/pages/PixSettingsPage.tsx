import { IonButton, IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useConfirm } from '@/shared/ui/useConfirm';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { PixSettingsForm } from '../components/PixSettingsForm';
import { selectPixSettings, selectPixSettingsError, selectPixSettingsRemove, selectPixSettingsStatus } from '../selectors';
import { loadRequested, removeRequested } from '../slice';
import '../components/pix.css';

/** 'Remover chave Pix': asks first, since every comanda's Pix code goes with the key. */
function RemovePixKey() {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const remove = useAppSelector(selectPixSettingsRemove);
  const ask = async () => {
    const yes = await confirm({
      header: 'Remover chave Pix',
      message: 'As comandas deixam de mostrar o QR code Pix e os clientes não poderão escolher pagar com Pix. Remover a chave?',
    });
    if (yes) dispatch(removeRequested());
  };
  return (
    <div className="ion-padding">
      <IonButton expand="block" fill="outline" color="danger" disabled={remove === 'pending'} onClick={() => void ask()}>
        Remover chave Pix
      </IonButton>
    </div>
  );
}

/** Mais → 'Pix': the key, name and city every comanda's Pix code carries. */
export default function PixSettingsPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectPixSettingsStatus);
  const error = useAppSelector(selectPixSettingsError);
  const record = useAppSelector(selectPixSettings);

  useEffect(() => {
    dispatch(loadRequested());
  }, [dispatch]);

  return (
    <IonPage>
      <PageHeader title="Pix" backTo={paths.More} />
      <IonContent>
        {status === 'pending' || status === 'idle' ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {status === 'error' ? (
          <LoadErrorState label="as configurações do Pix" cause={error ?? undefined} onRetry={() => dispatch(loadRequested())} />
        ) : null}
        {status === 'resolved' ? <PixSettingsForm record={record} /> : null}
        {status === 'resolved' && record !== null ? <RemovePixKey /> : null}
      </IonContent>
    </IonPage>
  );
}
