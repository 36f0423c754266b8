import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormModal } from '@/shared/menu/FormModal';
import { useCreateRequest } from '@/shared/menu/useCreateRequest';
import { EMPTY_OPTION_FORM, valuesOfForm } from '../rules';
import { sellableSchema, type SellableForm } from '@/shared/menu/sellable';
import { selectOptionCreation } from '../selectors';
import { createRequested } from '../slice';
import { SellableFields } from '@/shared/menu/SellableFields';

interface Props {
  itemGroupId: number;
  optionGroupId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Nova opção'; on success the saga opens the new option. */
export function CreateOptionModal({ itemGroupId, optionGroupId, isOpen, onClose }: Props) {
  const dispatch = useAppDispatch();
  const request = useCreateRequest(useAppSelector(selectOptionCreation), onClose);
  const formik = useFormik<SellableForm>({
    initialValues: EMPTY_OPTION_FORM,
    validationSchema: sellableSchema,
    onSubmit: (form) => {
      dispatch(createRequested({ requestId: request.start(), itemGroupId, values: valuesOfForm(optionGroupId, form) }));
    },
  });
  return (
    <FormModal
      title="Nova opção"
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => formik.resetForm()}
      onSubmit={formik.submitForm}
      submitDisabled={request.pending}
    >
      <SellableFields formik={formik} descriptionRows={2} withAvailability />
    </FormModal>
  );
}
