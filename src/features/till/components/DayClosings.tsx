import { IonButton, IonButtons, IonContent, IonHeader, IonItem, IonLabel, IonList, IonModal, IonSpinner, IonTitle, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatSignedMoney } from '@/shared/lib/money';
import { ListErrorRow } from '@/shared/ui/ListErrorRow';
import { closedText, closingTotals, differenceTone } from '../rules';
import { selectDayClosings, selectDayTill, selectTillState } from '../selectors';
import { dayTillsRequested } from '../slice';
import { ClosingDetail } from './ClosingDetail';

/** 'Fechamentos de hoje': the day's closed tills, each opening its closing. */
export function DayClosings() {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) => selectTillState(state).day);
  const closings = useAppSelector(selectDayClosings);
  const [shownId, setShownId] = useState<number | null>(null);
  const shown = useAppSelector((state) => selectDayTill(state, shownId));
  let content;
  if (closings.length > 0) {
    content = (
      <IonList lines="full" className="till-day-list">
        {closings.map((till) => {
          const { difference } = closingTotals(till.lines);
          return (
            <IonItem key={till.id} button detail onClick={() => setShownId(till.id)} data-testid="till-day-closing">
              <IonLabel>
                <h3>{`Fechamento nº ${till.number ?? ''}`}</h3>
                <p>{closedText(till)}</p>
              </IonLabel>
              <span slot="end" className={`till-amount till-difference-${differenceTone(difference)}`}>
                {formatSignedMoney(difference)}
              </span>
            </IonItem>
          );
        })}
      </IonList>
    );
  } else if (status === 'error') {
    content = <ListErrorRow message="Não foi possível carregar os fechamentos." onRetry={() => dispatch(dayTillsRequested())} />;
  } else if (status === 'pending') {
    content = <IonSpinner aria-label="Carregando" />;
  } else {
    content = <p className="till-none">Nenhum caixa fechado hoje.</p>;
  }
  return (
    <section className="till-day" aria-labelledby="till-day-title">
      <h2 id="till-day-title" className="till-subtitle">
        Fechamentos de hoje
      </h2>
      {content}
      <IonModal isOpen={shown !== null} aria-label="Fechamento" onDidDismiss={() => setShownId(null)}>
        <IonHeader>
          <IonToolbar color="primary">
            <IonButtons slot="start">
              <IonButton onClick={() => setShownId(null)}>Fechar</IonButton>
            </IonButtons>
            <IonTitle>Fechamento</IonTitle>
          </IonToolbar>
        </IonHeader>
        <IonContent className="ion-padding">{shown ? <ClosingDetail till={shown} /> : null}</IonContent>
      </IonModal>
    </section>
  );
}
