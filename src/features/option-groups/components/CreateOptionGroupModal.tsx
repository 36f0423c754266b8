import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormModal } from '@/shared/menu/FormModal';
import { useCreateRequest } from '@/shared/menu/useCreateRequest';
import { EMPTY_OPTION_GROUP_FORM, valuesOfForm, type OptionGroupForm } from '../rules';
import { optionGroupSchema } from '../schema';
import { selectOptionGroupCreation } from '../selectors';
import { createRequested } from '../slice';
import { OptionGroupFields } from './OptionGroupFields';

interface Props {
  itemGroupId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Novo opcional'; on success the saga opens the new option group. */
export function CreateOptionGroupModal({ itemGroupId, isOpen, onClose }: Props) {
  const dispatch = useAppDispatch();
  const request = useCreateRequest(useAppSelector(selectOptionGroupCreation), onClose);
  const formik = useFormik<OptionGroupForm>({
    initialValues: EMPTY_OPTION_GROUP_FORM,
    validationSchema: optionGroupSchema,
    onSubmit: (form) => {
      dispatch(createRequested({ requestId: request.start(), values: valuesOfForm(itemGroupId, form) }));
    },
  });
  return (
    <FormModal
      title="Novo opcional"
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => formik.resetForm()}
      onSubmit={formik.submitForm}
      submitDisabled={request.pending}
    >
      <OptionGroupFields formik={formik} withActive />
    </FormModal>
  );
}
