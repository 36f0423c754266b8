import { IonButton, IonContent, IonPage, IonSelect, IonSelectOption, IonSpinner } from '@ionic/react';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { useNow } from '@/shared/lib/useNow';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { selectShopScope } from '@/session/scope';
import { AllDayPanel } from '../components/AllDayPanel';
import { KitchenTicket } from '../components/KitchenTicket';
import { LinkLostNotice } from '../components/LinkLostNotice';
import { useKitchenKeys } from '../components/useKitchenKeys';
import { stationChoicesOf, type StationChoice } from '../rules';
import { selectAllDayCounts, selectKitchen, selectStationChoice, selectTickets } from '../selectors';
import { itemToggled, kitchenOpened, stationChosen, ticketBumped, ticketRecalled } from '../slice';
import '../components/kitchen.css';

/** A ticket's age moves on a minute at a time; ten seconds keeps the colour change close to its minute. */
const AGE_TICK_MS = 10_000;

const choiceValue = (choice: StationChoice) => (choice === null ? 'default' : String(choice));
const choiceOfValue = (value: string): StationChoice => (value === 'default' ? null : value === 'expedition' ? value : Number(value));

/** 'Cozinha': the tickets of this device's station, oldest first, for a tablet or a TV over the line. */
export default function KitchenPage() {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectShopScope);
  const { status, stations, bumped, pending, settings } = useAppSelector(selectKitchen);
  const choice = useAppSelector(selectStationChoice);
  const tickets = useAppSelector(selectTickets);
  const counts = useAppSelector(selectAllDayCounts);
  const now = useNow(AGE_TICK_MS);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  useEffect(() => {
    if (scope) dispatch(kitchenOpened());
  }, [dispatch, scope]);

  // Stable, so that a ticket that did not change is not rendered again (KitchenTicket is memoised).
  const bump = useCallback((orderId: number) => dispatch(ticketBumped(orderId)), [dispatch]);
  const toggle = useCallback((orderId: number, itemId: number, done: boolean) => dispatch(itemToggled({ orderId, itemId, done })), [dispatch]);
  const recall = () => dispatch(ticketRecalled(undefined));
  useKitchenKeys({
    select: (index) => setSelectedId(tickets[index]?.order.id ?? null),
    bump: () => {
      if (selectedId !== null && tickets.some((ticket) => ticket.order.id === selectedId)) bump(selectedId);
    },
    recall,
  });

  let content;
  if (status === 'error') content = <LoadErrorState label="os pedidos da cozinha" onRetry={() => dispatch(kitchenOpened())} />;
  else if (status !== 'resolved' || !settings) content = <IonSpinner className="kitchen-loading" aria-label="Carregando" />;
  else if (tickets.length === 0) content = <p className="kitchen-empty">Nenhum pedido em preparo.</p>;
  else {
    content = (
      <div className="kitchen-tickets">
        {tickets.map((ticket, index) => (
          <KitchenTicket
            key={ticket.order.id}
            ticket={ticket}
            keyNumber={index < 10 ? (index + 1) % 10 : null}
            selected={ticket.order.id === selectedId}
            now={now}
            thresholds={settings}
            pendingItems={pending}
            onToggle={toggle}
            onBump={bump}
          />
        ))}
      </div>
    );
  }

  return (
    <IonPage className="kitchen-page">
      <PageHeader
        title="Cozinha"
        backTo={paths.More}
        end={
          <>
            <IonSelect
              className="kitchen-station"
              aria-label="Estação"
              interface="popover"
              value={choiceValue(choice)}
              onIonChange={(event) => dispatch(stationChosen(choiceOfValue(String(event.detail.value))))}
            >
              {stationChoicesOf(stations).map((entry) => (
                <IonSelectOption key={choiceValue(entry.choice)} value={choiceValue(entry.choice)}>
                  {entry.label}
                </IonSelectOption>
              ))}
            </IonSelect>
            <IonButton className="kitchen-recall" onClick={recall} disabled={bumped.length === 0}>
              Recuperar
            </IonButton>
          </>
        }
      />
      <IonContent className="kitchen-content">
        <LinkLostNotice />
        <div className="kitchen-layout">
          <main className="kitchen-main">{content}</main>
          <AllDayPanel counts={counts} />
        </div>
      </IonContent>
    </IonPage>
  );
}
