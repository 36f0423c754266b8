import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormModal } from '@/shared/menu/FormModal';
import { useCreateRequest } from '@/shared/menu/useCreateRequest';
import { EMPTY_PORTION_FORM, valuesOfForm } from '../rules';
import { portionSchema, type PortionForm } from '../schema';
import { selectPortionCreation } from '../selectors';
import { createRequested } from '../slice';
import { PortionFields } from './PortionFields';

interface Props {
  itemGroupId: number;
  itemId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Nova porção'; on success the saga opens the new portion. */
export function CreatePortionModal({ itemGroupId, itemId, isOpen, onClose }: Props) {
  const dispatch = useAppDispatch();
  const request = useCreateRequest(useAppSelector(selectPortionCreation), onClose);
  const formik = useFormik<PortionForm>({
    initialValues: EMPTY_PORTION_FORM,
    validationSchema: portionSchema,
    onSubmit: (form) => {
      dispatch(createRequested({ requestId: request.start(), itemGroupId, values: valuesOfForm(itemId, form) }));
    },
  });
  return (
    <FormModal
      title="Nova porção"
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => formik.resetForm()}
      onSubmit={formik.submitForm}
      submitDisabled={request.pending}
    >
      <PortionFields formik={formik} />
    </FormModal>
  );
}
