import { IonButton, IonContent, IonPage } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectCallsLoadStatus, selectDoneCalls, selectOpenCalls } from '@/ordering/calls/selectors';
import { callsLoadRequested } from '@/ordering/calls/slice';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useNow } from '@/shared/lib/useNow';
import { CallCard } from '../components/CallCard';
import '../components/calls.css';

/**
 * 'Chamados': the calls from tables, oldest first, each with 'Vou atender' and then 'Concluir'; who took each one
 * shows on every device as it happens. The ones closed in the last hour follow.
 */
export default function CallsPage() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenCalls);
  const done = useAppSelector(selectDoneCalls);
  const status = useAppSelector(selectCallsLoadStatus);
  // To the second: 'há 40 s' must not stand still while the table waits.
  const now = useNow(1000);
  useEffect(() => {
    dispatch(callsLoadRequested());
  }, [dispatch]);
  const retry = () => dispatch(callsLoadRequested());
  return (
    <IonPage>
      <PageHeader title="Chamados" backTo={paths.More} end={<IonButton className="calls-to-tables" routerLink={paths.Tables}>Ver salão</IonButton>} />
      <IonContent>
        {status === 'error' && open.length === 0 && done.length === 0 ? (
          <LoadErrorState label="os chamados" onRetry={retry} />
        ) : null}
        {status === 'resolved' && open.length === 0 ? (
          <EmptyState icon={notificationsOutline} title="Nenhuma mesa chamando" text="Quando uma mesa chamar pelo QR code, o chamado aparece aqui." />
        ) : null}
        {open.length > 0 ? (
          <div className="calls-grid" data-testid="open-calls">
            {open.map((call) => (
              <CallCard key={call.id} call={call} now={now} />
            ))}
          </div>
        ) : null}
        {done.length > 0 ? (
          <>
            <h2 className="calls-section">Concluídos na última hora</h2>
            <div className="calls-grid" data-testid="done-calls">
              {done.map((call) => (
                <CallCard key={call.id} call={call} now={now} />
              ))}
            </div>
          </>
        ) : null}
      </IonContent>
    </IonPage>
  );
}
