import { IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { PixSettingsForm } from '../components/PixSettingsForm';
import { selectPixSettings, selectPixSettingsError, selectPixSettingsStatus } from '../selectors';
import { loadRequested } from '../slice';
import '../components/pix.css';

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
      </IonContent>
    </IonPage>
  );
}
