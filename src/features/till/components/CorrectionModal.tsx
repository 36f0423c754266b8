import { IonButton, IonButtons, IonContent, IonHeader, IonInput, IonModal, IonSelect, IonSelectOption, IonTitle, IonToolbar } from '@ionic/react';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { paymentMethodLabels } from '@contract/payment-methods';
import type { Till } from '@contract/till';
import { TILL_REASON_MAX_LENGTH, type TillMethod } from '@contract/till-values';
import { useAppDispatch } from '@/app/hooks';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { parseReaisTyped } from '@/shared/forms/reaisInput';
import { correctionSchema } from '../schema';
import { correctionRequested } from '../slice';
import { ReaisField } from './ReaisField';
import { useTillCommand } from './useTillCommand';

export const CORRECTION_TITLE = 'Corrigir contagem';

/** 'Corrigir contagem' on a closed till: which method, what it really held and why; the closing stays as it was. */
export function CorrectionModal({ till, isOpen, onClose }: { till: Till; isOpen: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const command = useTillCommand();
  const formik = useFormik({
    initialValues: { method: (till.lines[0]?.method ?? 'cash') as TillMethod, counted: '', reason: '' },
    validationSchema: correctionSchema,
    onSubmit: (values) => {
      const body = { method: values.method, counted: parseReaisTyped(values.counted) ?? 0, reason: values.reason.trim() };
      dispatch(correctionRequested({ requestId: command.begin(), tillId: till.id, body }));
    },
  });
  const { done } = command;
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return (
    <IonModal
      isOpen={isOpen}
      aria-label={CORRECTION_TITLE}
      onDidDismiss={() => {
        formik.resetForm();
        command.forget();
        onClose();
      }}
    >
      <IonHeader>
        <IonToolbar color="primary">
          <IonButtons slot="start">
            <IonButton onClick={onClose}>Cancelar</IonButton>
          </IonButtons>
          <IonTitle>{CORRECTION_TITLE}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form onSubmit={formik.handleSubmit} noValidate className="till-form">
          <IonSelect
            label="Forma"
            labelPlacement="floating"
            fill="outline"
            interface="popover"
            value={formik.values.method}
            onIonChange={(event) => formik.setFieldValue('method', event.detail.value)}
          >
            {till.lines.map((line) => (
              <IonSelectOption key={line.method} value={line.method}>
                {paymentMethodLabels[line.method]}
              </IonSelectOption>
            ))}
          </IonSelect>
          <ReaisField formik={formik} name="counted" label="Valor contado" />
          <IonInput {...ionFieldProps(formik, 'reason')} label="Motivo" labelPlacement="floating" fill="outline" counter maxlength={TILL_REASON_MAX_LENGTH} />
          <IonButton type="submit" expand="block" className="till-action" disabled={command.pending}>
            Registrar correção
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
