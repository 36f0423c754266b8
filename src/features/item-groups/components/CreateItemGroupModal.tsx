import { IonItem, IonToggle } from '@ionic/react';
import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ionCheckedProps } from '@/shared/forms/ionFormik';
import type { ItemGroupValues } from '../api';
import { CATEGORY_TITLE_MAX_LENGTH, itemGroupSchema } from '../schema';
import { selectItemGroupCreation } from '../selectors';
import { FormModal } from '@/shared/menu/FormModal';
import { useCreateRequest } from '@/shared/menu/useCreateRequest';
import { createRequested } from '../slice';
import { NameField } from '@/shared/menu/NameField';

const EMPTY: ItemGroupValues = { title: '', isActive: true };

export function CreateItemGroupModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const request = useCreateRequest(useAppSelector(selectItemGroupCreation), onClose);
  const formik = useFormik<ItemGroupValues>({
    initialValues: EMPTY,
    validationSchema: itemGroupSchema,
    onSubmit: (values) => {
      dispatch(createRequested({ requestId: request.start(), values: { ...values, title: values.title.trim() } }));
    },
  });
  return (
    <FormModal
      title="Nova categoria"
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => formik.resetForm()}
      onSubmit={formik.submitForm}
      submitDisabled={request.pending}
    >
      <NameField formik={formik} name="title" maxLength={CATEGORY_TITLE_MAX_LENGTH} />
      <IonItem lines="none">
        <IonToggle {...ionCheckedProps(formik, 'isActive')}>Ativo?</IonToggle>
      </IonItem>
    </FormModal>
  );
}
