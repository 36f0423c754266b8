import { IonItem, IonToggle } from '@ionic/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/rootReducer';
import { turnOffRequested, turnOnRequested, type PushStatus } from '../slice';

const helperTexts: Partial<Record<PushStatus, string>> = {
  unsupported: 'Este navegador não recebe notificações.',
  blocked: 'As notificações estão bloqueadas para este site nas configurações do navegador.',
  on: 'Novos pedidos chegam a este aparelho mesmo com o app fechado.',
};

const selectPush = (state: RootState) => state.pushNotifications;

/** 'Notificações': subscribes this device to the shop's new orders; permission is asked only on this tap. */
export function PushNotificationsToggle() {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectPush);
  const busy = status === 'checking' || status === 'turningOn' || status === 'turningOff';
  const checked = status === 'on' || status === 'turningOn';
  return (
    <IonItem>
      <IonToggle
        checked={checked}
        disabled={busy || status === 'unsupported' || status === 'blocked'}
        onIonChange={(event) => dispatch(event.detail.checked ? turnOnRequested() : turnOffRequested())}
        helperText={error ? undefined : helperTexts[status]}
        errorText={error ?? undefined}
        className={error ? 'ion-touched ion-invalid' : undefined}
      >
        Notificações
      </IonToggle>
    </IonItem>
  );
}
