import { IonItem, IonLabel, IonList, IonListHeader, IonSelect, IonSelectOption, IonToggle } from '@ionic/react';
import type { KitchenSettings } from '@contract/kitchen';
import { useAppDispatch } from '@/app/hooks';
import { kitchenSettingsSaveRequested } from '../slice';

/** The shop's kitchen choices: when a ticket arrives, and whether the kitchen completes the order. */
export function KitchenSettingsForm({ settings, saving }: { settings: KitchenSettings; saving: boolean }) {
  const dispatch = useAppDispatch();
  const save = (change: Partial<KitchenSettings>) => dispatch(kitchenSettingsSaveRequested({ ...settings, ...change }));
  return (
    <IonList lines="full" className="stations-form">
      <IonListHeader>
        <IonLabel>Ajustes da cozinha</IonLabel>
      </IonListHeader>
      <IonItem>
        <IonSelect
          label="O pedido chega à cozinha"
          interface="popover"
          value={settings.ticketsFrom}
          disabled={saving}
          onIonChange={(event) => save({ ticketsFrom: event.detail.value as KitchenSettings['ticketsFrom'] })}
        >
          <IonSelectOption value="approved">Quando aprovado</IonSelectOption>
          <IonSelectOption value="started">Quando iniciado</IonSelectOption>
        </IonSelect>
      </IonItem>
      <IonItem>
        <IonToggle checked={settings.autoComplete} disabled={saving} onIonChange={(event) => save({ autoComplete: event.detail.checked })}>
          Completar o pedido quando todas as estações terminarem
        </IonToggle>
      </IonItem>
    </IonList>
  );
}
