import { IonInput, IonSelect, IonSelectOption } from '@ionic/react';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { paymentMethodLabels } from '@contract/payment-methods';
import type { Till } from '@contract/till';
import { TILL_REASON_MAX_LENGTH, type TillMethod } from '@contract/till-values';
import { useAppDispatch } from '@/app/hooks';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { parseReaisTyped } from '@/shared/forms/reaisInput';
import { FormModal } from '@/shared/menu/FormModal';
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
    <FormModal
      title={CORRECTION_TITLE}
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => {
        formik.resetForm();
        command.forget();
      }}
      onSubmit={formik.submitForm}
      submitLabel="Registrar correção"
      submitDisabled={command.pending}
    >
      <div className="till-form">
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
      </div>
    </FormModal>
  );
}
