import { CreateRecordModal } from '@/shared/menu/CreateRecordModal';
import { sellableSchema } from '@/shared/menu/sellable';
import { SellableFields } from '@/shared/menu/SellableFields';
import { EMPTY_ITEM_FORM, valuesOfForm } from '../rules';
import { selectItemCreation } from '../selectors';
import { itemActions } from '../slice';

interface Props {
  itemGroupId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Novo produto'; on success the saga opens the new product. */
export function CreateItemModal({ itemGroupId, isOpen, onClose }: Props) {
  return (
    <CreateRecordModal
      title="Novo produto"
      isOpen={isOpen}
      onClose={onClose}
      initialValues={EMPTY_ITEM_FORM}
      validationSchema={sellableSchema}
      selectCreation={selectItemCreation}
      createRequested={(form, requestId) => itemActions.createRequested({ requestId, values: valuesOfForm(itemGroupId, form) })}
    >
      {(formik) => <SellableFields formik={formik} descriptionRows={3} withAvailability />}
    </CreateRecordModal>
  );
}
