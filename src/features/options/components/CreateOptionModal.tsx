import { CreateRecordModal } from '@/shared/menu/CreateRecordModal';
import { sellableSchema } from '@/shared/menu/sellable';
import { SellableFields } from '@/shared/menu/SellableFields';
import { EMPTY_OPTION_FORM, valuesOfForm } from '../rules';
import { selectOptionCreation } from '../selectors';
import { optionActions } from '../slice';

interface Props {
  itemGroupId: number;
  optionGroupId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Nova opção'; on success the saga opens the new option. */
export function CreateOptionModal({ itemGroupId, optionGroupId, isOpen, onClose }: Props) {
  return (
    <CreateRecordModal
      title="Nova opção"
      isOpen={isOpen}
      onClose={onClose}
      initialValues={EMPTY_OPTION_FORM}
      validationSchema={sellableSchema}
      selectCreation={selectOptionCreation}
      createRequested={(form, requestId) => optionActions.createRequested({ requestId, itemGroupId, values: valuesOfForm(optionGroupId, form) })}
    >
      {(formik) => <SellableFields formik={formik} descriptionRows={2} withAvailability />}
    </CreateRecordModal>
  );
}
