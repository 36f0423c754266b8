import { IonItem, IonLabel, IonList, IonListHeader, IonNote, IonSelect, IonSelectOption } from '@ionic/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { escalationChoiceLabel, escalationChoicesWith } from '../rules';
import { selectCallEscalationSetting, selectEscalationSetting } from '../selectors';
import { callEscalationLoadRequested, callEscalationSaveRequested, escalationLoadRequested, escalationSaveRequested } from '../slice';

/** IonSelect holds no null: 0 stands for 'Desligado'. */
const OFF = 0;

/** What each warning is for: orders nobody takes, calls from tables nobody claims. */
const KINDS = {
  orders: {
    header: 'Pedidos sem resposta',
    label: 'Avisar todos se um pedido ficar sem resposta por',
    note: 'Um pedido novo que ninguém abrir, iniciar ou cancelar nesse tempo é enviado como notificação a todos os aparelhos da loja, e as telas abertas tocam um alerta mais forte até alguém atendê-lo.',
    select: selectEscalationSetting,
    load: escalationLoadRequested,
    save: escalationSaveRequested,
  },
  calls: {
    header: 'Chamados sem resposta',
    label: 'Avisar todos se um chamado ficar sem resposta por',
    note: 'Um chamado de mesa que ninguém assumir (“Vou atender”) nesse tempo é enviado como notificação a todos os aparelhos da loja, e as telas abertas tocam um alerta mais forte até alguém assumi-lo.',
    select: selectCallEscalationSetting,
    load: callEscalationLoadRequested,
    save: callEscalationSaveRequested,
  },
} as const;

/**
 * The shop's 'Avisar todos se um pedido ficar sem resposta por' (or '…um chamado…'): kept on the server for every
 * device of the shop, since the server pushes and escalates whether or not any screen is open.
 */
export function EscalationSetting({ kind = 'orders' }: { kind?: keyof typeof KINDS }) {
  const dispatch = useAppDispatch();
  const text = KINDS[kind];
  const { minutes, status, save } = useAppSelector(text.select);

  useEffect(() => {
    dispatch(text.load());
  }, [dispatch, text]);

  return (
    <IonList lines="full" className="ion-margin-top">
      <IonListHeader>
        <IonLabel>{text.header}</IonLabel>
      </IonListHeader>
      <IonItem>
        <IonSelect
          label={text.label}
          labelPlacement="stacked"
          interface="popover"
          value={status === 'resolved' ? (minutes ?? OFF) : undefined}
          placeholder={status === 'error' ? 'Não foi possível carregar.' : 'Carregando…'}
          disabled={status !== 'resolved' || save === 'pending'}
          onIonChange={(event) => {
            const chosen = Number(event.detail.value);
            const next = chosen === OFF ? null : chosen;
            if (next !== minutes) dispatch(text.save(next));
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
        <IonNote>{text.note}</IonNote>
      </IonItem>
    </IonList>
  );
}
