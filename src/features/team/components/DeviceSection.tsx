import { IonButton, IonInput, IonItem, IonLabel, IonList, IonListHeader, IonToggle } from '@ionic/react';
import { useFormik } from 'formik';
import { number, object } from 'yup';
import { IDLE_LOCK_MINUTES } from '@contract/staff-roles';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectDeviceAsksPin, selectIdleLockMinutes } from '@/session/person/selectors';
import { asksPinChanged } from '@/session/person/slice';
import { selectSignedInMember } from '@/session/selectors';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import '@/shared/forms/locale';
import { idleLockSaveRequested } from '../slice';

const idleLockSchema = object({
  minutes: number().label('Bloquear após').typeError('Valor inválido').integer('Valor inválido').required().min(IDLE_LOCK_MINUTES.min).max(IDLE_LOCK_MINUTES.max),
});

const digitsOf = (text: string): number | '' => (text.trim() === '' ? '' : Number(text.replace(/\D/g, '')));

/**
 * 'Este aparelho': whether this device asks for a PIN (the device's own choice) and the shop's 'Bloquear após', the
 * minutes untouched after which every device that asks locks back to its PIN pad.
 */
export function DeviceSection() {
  const dispatch = useAppDispatch();
  const asksPin = useAppSelector(selectDeviceAsksPin);
  const signedInMember = useAppSelector(selectSignedInMember);
  const minutes = useAppSelector(selectIdleLockMinutes);
  const saving = useAppSelector((state) => state.team?.settingsSave === 'pending');
  const formik = useFormik<{ minutes: number | '' }>({
    initialValues: { minutes: minutes ?? IDLE_LOCK_MINUTES.default },
    enableReinitialize: true,
    validationSchema: idleLockSchema,
    onSubmit: (values) => {
      if (values.minutes !== '') dispatch(idleLockSaveRequested(values.minutes));
    },
  });
  return (
    <IonList lines="none" className="team-device">
      <IonListHeader>
        <IonLabel>Este aparelho</IonLabel>
      </IonListHeader>
      {/* A device signed in with a person's own e-mail is theirs: no one else's PIN is taken on it. */}
      {signedInMember ? null : (
        <IonItem>
          <IonToggle checked={asksPin} onIonChange={(event) => dispatch(asksPinChanged(event.detail.checked))}>
            Pedir PIN neste aparelho
          </IonToggle>
        </IonItem>
      )}
      <form onSubmit={formik.handleSubmit} noValidate className="team-idle-lock ion-padding-horizontal">
        <IonInput
          {...ionFieldProps(formik, 'minutes', { parse: digitsOf })}
          label="Bloquear após (minutos)"
          labelPlacement="floating"
          fill="outline"
          inputmode="numeric"
          maxlength={3}
        />
        <IonButton type="submit" disabled={saving}>
          Salvar
        </IonButton>
      </form>
    </IonList>
  );
}
