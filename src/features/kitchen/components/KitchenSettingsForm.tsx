import { IonItem, IonLabel, IonList, IonListHeader, IonSelect, IonSelectOption, IonToggle } from '@ionic/react';
import type { KitchenSettings } from '@contract/kitchen';
import { useAppDispatch } from '@/app/hooks';
import { WAIT_CHOICES_MIN } from '@/ordering/alerts/settings';
import { thresholdsChanged, type WaitingThresholds } from '@/ordering/orders/rules';
import { kitchenSettingsSaveRequested } from '../slice';

/** The minutes offered for a threshold: Configurações' choices, and the shop's own value if it is none of them. */
const waitChoicesWith = (value: number) => [...new Set([...WAIT_CHOICES_MIN, value])].sort((a, b) => a - b);

/**
 * The shop's kitchen choices: when a ticket arrives, whether the kitchen completes the order, and when a ticket
 * turns amber and red on every kitchen screen.
 */
export function KitchenSettingsForm({ settings, saving }: { settings: KitchenSettings; saving: boolean }) {
  const dispatch = useAppDispatch();
  const save = (change: Partial<KitchenSettings>) => dispatch(kitchenSettingsSaveRequested({ ...settings, ...change }));
  const saveThreshold = (change: Partial<WaitingThresholds>) => dispatch(kitchenSettingsSaveRequested(thresholdsChanged(settings, change)));
  const thresholdSelect = (label: string, key: keyof WaitingThresholds, className: string) => (
    <IonItem>
      <IonSelect
        className={className}
        label={label}
        interface="popover"
        value={settings[key]}
        disabled={saving}
        onIonChange={(event) => saveThreshold({ [key]: Number(event.detail.value) })}
      >
        {waitChoicesWith(settings[key]).map((min) => (
          <IonSelectOption key={min} value={min}>{`${min} minutos`}</IonSelectOption>
        ))}
      </IonSelect>
    </IonItem>
  );
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
      {thresholdSelect('Atrasado (âmbar) após', 'amberAfterMin', 'kitchen-amber-after')}
      {thresholdSelect('Muito atrasado após', 'redAfterMin', 'kitchen-red-after')}
    </IonList>
  );
}
