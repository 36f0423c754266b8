import { IonInput } from '@ionic/react';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { TILL_MOVEMENT_LABELS, TILL_REASON_MAX_LENGTH, type TillMovementKind } from '@contract/till-values';
import { useAppDispatch } from '@/app/hooks';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { parseReaisTyped } from '@/shared/forms/reaisInput';
import { FormModal } from '@/shared/menu/FormModal';
import { movementSchema } from '../schema';
import { movementRequested } from '../slice';
import { ReaisField } from './ReaisField';
import { useTillCommand } from './useTillCommand';

interface Props {
  tillId: number;
  /** The movement asked for, or null while closed. */
  kind: TillMovementKind | null;
  onClose: () => void;
}

/** 'Sangria' (cash taken out) or 'Suprimento' (cash put in): 'Valor' and 'Motivo', then 'Registrar'. */
export function MovementModal({ tillId, kind, onClose }: Props) {
  const dispatch = useAppDispatch();
  const command = useTillCommand();
  const formik = useFormik({
    initialValues: { kind: kind ?? 'sangria', amount: '', reason: '' },
    enableReinitialize: true,
    validationSchema: movementSchema,
    onSubmit: (values) => {
      const body = { kind: values.kind, amount: parseReaisTyped(values.amount) ?? 0, reason: values.reason.trim() };
      dispatch(movementRequested({ requestId: command.begin(), tillId, body }));
    },
  });
  const { done } = command;
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  const title = kind ? TILL_MOVEMENT_LABELS[kind] : '';
  return (
    <FormModal
      title={title}
      isOpen={kind !== null}
      onClose={onClose}
      onClosed={() => {
        formik.resetForm();
        command.forget();
      }}
      onSubmit={formik.submitForm}
      submitLabel="Registrar"
      submitDisabled={command.pending}
    >
      <div className="till-form">
        <ReaisField formik={formik} name="amount" label="Valor" />
        <IonInput {...ionFieldProps(formik, 'reason')} label="Motivo" labelPlacement="floating" fill="outline" counter maxlength={TILL_REASON_MAX_LENGTH} />
      </div>
    </FormModal>
  );
}
