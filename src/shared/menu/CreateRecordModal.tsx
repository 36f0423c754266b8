import type { Action } from '@reduxjs/toolkit';
import { useFormik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CommandStatus } from '@/shared/lib/loadStatus';
import { FormModal } from './FormModal';
import { useCreateRequest } from './useCreateRequest';

interface Props<F extends FormikValues, S> {
  /** 'Nova categoria', 'Novo produto'… */
  title: string;
  isOpen: boolean;
  onClose: () => void;
  initialValues: F;
  validationSchema: FormikConfig<F>['validationSchema'];
  selectCreation: (state: S) => { requestId: string | null; status: CommandStatus };
  /** The kind's create command for the form as filled in, under this dialog's request. */
  createRequested: (form: F, requestId: string) => Action;
  /** The kind's fields. */
  children: (formik: FormikProps<F>) => ReactNode;
}

/**
 * A menu record's create dialog: the form, its check, the command under the dialog's own request, 'pending' while
 * it runs, closing once it is done (the saga then opens the new record) and an empty form the next time.
 */
export function CreateRecordModal<F extends FormikValues, S>(props: Props<F, S>) {
  const { title, isOpen, onClose, initialValues, validationSchema, selectCreation, createRequested, children } = props;
  const dispatch = useDispatch();
  const request = useCreateRequest(useSelector(selectCreation), onClose);
  const formik = useFormik<F>({
    initialValues,
    validationSchema,
    onSubmit: (form) => {
      dispatch(createRequested(form, request.start()));
    },
  });
  return (
    <FormModal
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => formik.resetForm()}
      onSubmit={formik.submitForm}
      submitDisabled={request.pending}
    >
      {children(formik)}
    </FormModal>
  );
}
