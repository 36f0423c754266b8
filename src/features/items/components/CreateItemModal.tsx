import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormModal } from '@/shared/menu/FormModal';
import { useCreateRequest } from '@/shared/menu/useCreateRequest';
import { EMPTY_ITEM_FORM, valuesOfForm } from '../rules';
import { sellableSchema, type SellableForm } from '@/shared/menu/sellable';
import { selectItemCreation } from '../selectors';
import { createRequested } from '../slice';
import { SellableFields } from '@/shared/menu/SellableFields';

interface Props {
  itemGroupId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Novo produto'; on success the saga opens the new product. */
export function CreateItemModal({ itemGroupId, isOpen, onClose }: Props) {
  const dispatch = useAppDispatch();
  const request = useCreateRequest(useAppSelector(selectItemCreation), onClose);
  const formik = useFormik<SellableForm>({
    initialValues: EMPTY_ITEM_FORM,
    validationSchema: sellableSchema,
    onSubmit: (form) => {
      dispatch(createRequested({ requestId: request.start(), values: valuesOfForm(itemGroupId, form) }));
    },
  });
  return (
    <FormModal
      title="Novo produto"
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => formik.resetForm()}
      onSubmit={formik.submitForm}
      submitDisabled={request.pending}
    >
      <SellableFields formik={formik} descriptionRows={3} withAvailability />
    </FormModal>
  );
}
