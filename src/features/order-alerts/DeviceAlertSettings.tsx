import { IonButton, IonItem, IonLabel, IonList, IonListHeader, IonNote, IonRange, IonSelect, IonSelectOption, IonToggle } from '@ionic/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PushNotificationsToggle } from '@/features/push/components/PushNotificationsToggle';
import { ORDER_SOUNDS, playOrderSound, type OrderSoundId } from '@/sound/player';
import { selectAlertSettings } from '@/ordering/alerts/selectors';
import { alertSettingsChanged, REPEAT_CHOICES_MS, WAIT_CHOICES_MIN } from '@/ordering/alerts/settings';
import { canKeepScreenOn } from '@/ordering/alerts/wakeLock';

/**
 * How this device alerts for new orders, below the shop's settings: kept on the device, not on the server, since
 * the kitchen tablet and a waiter's phone want different things.
 */
export function DeviceAlertSettings() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectAlertSettings);
  const supported = canKeepScreenOn();
  return (
    <IonList lines="full" className="ion-margin-top">
      <IonListHeader>
        <IonLabel>Neste aparelho</IonLabel>
      </IonListHeader>
      <PushNotificationsToggle />
      <IonItem>
        <IonSelect
          label="Som do alerta"
          interface="popover"
          value={settings.sound}
          onIonChange={(event) => dispatch(alertSettingsChanged({ sound: event.detail.value as OrderSoundId }))}
        >
          {(Object.keys(ORDER_SOUNDS) as OrderSoundId[]).map((id) => (
            <IonSelectOption key={id} value={id}>
              {ORDER_SOUNDS[id].label}
            </IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem>
        <IonRange
          label="Volume do alerta"
          labelPlacement="stacked"
          min={0}
          max={100}
          step={10}
          ticks
          snaps
          value={Math.round(settings.volume * 100)}
          onIonChange={(event) => dispatch(alertSettingsChanged({ volume: Number(event.detail.value) / 100 }))}
        />
      </IonItem>
      <IonItem>
        <IonSelect
          label="Repetir o alerta a cada"
          interface="popover"
          value={settings.repeatMs}
          onIonChange={(event) => dispatch(alertSettingsChanged({ repeatMs: Number(event.detail.value) }))}
        >
          {REPEAT_CHOICES_MS.map((ms) => (
            <IonSelectOption key={ms} value={ms}>{`${ms / 1000} segundos`}</IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem>
        <IonButton fill="outline" onClick={() => void playOrderSound(settings.volume, settings.sound)}>
          Testar som
        </IonButton>
      </IonItem>
      <IonItem>
        <IonToggle
          checked={settings.keepScreenOn && supported}
          disabled={!supported}
          onIonChange={(event) => dispatch(alertSettingsChanged({ keepScreenOn: event.detail.checked }))}
          helperText={supported ? undefined : 'Este navegador não permite manter a tela ligada.'}
        >
          Manter tela ligada
        </IonToggle>
      </IonItem>
      <IonItem>
        <IonToggle
          checked={settings.kioskMode}
          onIonChange={(event) => dispatch(alertSettingsChanged({ kioskMode: event.detail.checked }))}
          helperText="Tela cheia no próximo toque, tela sempre ligada e confirmação antes de Sair."
        >
          Modo quiosque
        </IonToggle>
      </IonItem>
      <IonItem>
        <IonSelect
          label="Atrasado (âmbar) após"
          interface="popover"
          value={settings.amberAfterMin}
          onIonChange={(event) => dispatch(alertSettingsChanged({ amberAfterMin: Number(event.detail.value) }))}
        >
          {WAIT_CHOICES_MIN.map((min) => (
            <IonSelectOption key={min} value={min}>{`${min} minutos`}</IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem>
        <IonSelect
          label="Muito atrasado após"
          interface="popover"
          value={settings.redAfterMin}
          onIonChange={(event) => dispatch(alertSettingsChanged({ redAfterMin: Number(event.detail.value) }))}
        >
          {WAIT_CHOICES_MIN.map((min) => (
            <IonSelectOption key={min} value={min}>{`${min} minutos`}</IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem lines="none">
        <IonNote>Estas escolhas valem só para este aparelho.</IonNote>
      </IonItem>
    </IonList>
  );
}
