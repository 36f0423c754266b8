import { IonItem, IonLabel, IonList, IonListHeader, IonNote, IonSelect, IonSelectOption } from '@ionic/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { escalationChoiceLabel, escalationChoicesWith } from '../rules';
import { selectEscalationSetting } from '../selectors';
import { escalationLoadRequested, escalationSaveRequested } from '../slice';

/** IonSelect holds no null: 0 stands for 'Desligado'. */
const OFF = 0;

/**
 * The shop's 'Avisar todos se um pedido ficar sem resposta por': kept on the server for every device of the shop,
 * since the server pushes and escalates the order whether or not any screen is open.
 */
export function EscalationSetting() {
  const dispatch = useAppDispatch();
  const { minutes, status, save } = useAppSelector(selectEscalationSetting);

  useEffect(() => {
    dispatch(escalationLoadRequested());
  }, [dispatch]);

  return (
    <IonList lines="full" className="ion-margin-top">
      <IonListHeader>
        <IonLabel>Pedidos sem resposta</IonLabel>
      </IonListHeader>
      <IonItem>
        <IonSelect
          label="Avisar todos se um pedido ficar sem resposta por"
          labelPlacement="stacked"
          interface="popover"
          value={status === 'resolved' ? (minutes ?? OFF) : undefined}
          placeholder={status === 'error' ? 'Não foi possível carregar.' : 'Carregando…'}
          disabled={status !== 'resolved' || save === 'pending'}
          onIonChange={(event) => {
            const chosen = Number(event.detail.value);
            const next = chosen === OFF ? null : chosen;
            if (next !== minutes) dispatch(escalationSaveRequested(next));
          }}
        >
          <IonSelectOption value={OFF}>{escalationChoiceLabel(null)}</IonSelectOption>
          {escalationChoicesWith(minutes).map((choice) => (
            <IonSelectOption key={choice} value={choice}>
              {escalationChoiceLabel(choice)}
            </IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem lines="none">
        <IonNote>
          Um pedido novo que ninguém abrir, iniciar ou cancelar nesse tempo é enviado como notificação a todos os
          aparelhos da loja, e as telas abertas tocam um alerta mais forte até alguém atendê-lo.
        </IonNote>
      </IonItem>
    </IonList>
  );
}
