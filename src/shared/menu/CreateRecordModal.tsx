import type { Action } from '@reduxjs/toolkit';
import { useFormik, type FormikValues } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import type { CommandStatus } from '@/shared/lib/loadStatus';
import { FormModal } from './FormModal';
import type { RecordForm } from './recordForm';
import { useCreateRequest } from './useCreateRequest';

/** What the screen that opens a create dialog gives it. */
export interface CreateModalProps {
  isOpen: boolean;
  onClose: () => void;
}

interface Props<F extends FormikValues, S> extends CreateModalProps {
  /** 'Nova categoria', 'Novo produto'… */
  title: string;
  form: RecordForm<F>;
  selectCreation: (state: S) => { requestId: string | null; status: CommandStatus };
  /** The kind's create command for the form as filled in, under this dialog's request. */
  createRequested: (form: F, requestId: string) => Action;
}

/**
 * A menu record's create dialog: the form, its check, the command under the dialog's own request, 'pending' while
 * it runs, closing once it is done (the saga then opens the new record) and an empty form the next time.
 */
export function CreateRecordModal<F extends FormikValues, S>({ title, isOpen, onClose, form, selectCreation, createRequested }: Props<F, S>) {
  const dispatch = useDispatch();
  const request = useCreateRequest(useSelector(selectCreation), onClose);
  const formik = useFormik<F>({
    initialValues: form.empty,
    validationSchema: form.schema,
    onSubmit: (values) => {
      dispatch(createRequested(values, request.start()));
    },
  });
  const { Fields } = form;
  return (
    <FormModal
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => formik.resetForm()}
      onSubmit={formik.submitForm}
      submitDisabled={request.pending}
    >
      <Fields formik={formik} withSwitch />
    </FormModal>
  );
}
