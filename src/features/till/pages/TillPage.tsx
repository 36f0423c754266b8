import { IonButton, IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/routing/paths';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectShopScope } from '@/session/scope';
import { ClosingDetail } from '../components/ClosingDetail';
import { DayClosings } from '../components/DayClosings';
import { OpenTillCard } from '../components/OpenTillCard';
import { OpenTillView } from '../components/OpenTillView';
import { selectTillState } from '../selectors';
import { currentTillRequested, lastClosingDismissed, tillScreenOpened } from '../slice';
import '../components/till.css';

/** Mais → Caixa: this device's till (open it, sangria and suprimento, the blind closing) and today's closings. */
export default function TillPage() {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectShopScope);
  const { current, lastClosing } = useAppSelector(selectTillState);

  useEffect(() => {
    if (scope) dispatch(tillScreenOpened());
  }, [dispatch, scope]);

  let content;
  if (current.status === 'resolved') {
    content = current.till ? <OpenTillView till={current.till} /> : <OpenTillCard />;
  } else if (current.status === 'error') {
    content = <LoadErrorState label="o caixa" onRetry={() => dispatch(currentTillRequested())} />;
  } else {
    content = (
      <div className="till-loading">
        <IonSpinner aria-label="Carregando" />
      </div>
    );
  }

  return (
    <IonPage>
      <PageHeader title="Caixa" backTo={paths.More} />
      <IonContent>
        <div className="till">
          {lastClosing ? (
            <div className="till-card till-last-closing">
              <ClosingDetail till={lastClosing} />
              <IonButton fill="outline" expand="block" onClick={() => dispatch(lastClosingDismissed())}>
                Ok
              </IonButton>
            </div>
          ) : null}
          {content}
          <DayClosings />
        </div>
      </IonContent>
    </IonPage>
  );
}
