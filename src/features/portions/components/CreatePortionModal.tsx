import { CreateRecordModal } from '@/shared/menu/CreateRecordModal';
import { EMPTY_PORTION_FORM, valuesOfForm } from '../rules';
import { portionSchema } from '../schema';
import { selectPortionCreation } from '../selectors';
import { portionActions } from '../slice';
import { PortionFields } from './PortionFields';

interface Props {
  itemGroupId: number;
  itemId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Nova porção'; on success the saga opens the new portion. */
export function CreatePortionModal({ itemGroupId, itemId, isOpen, onClose }: Props) {
  return (
    <CreateRecordModal
      title="Nova porção"
      isOpen={isOpen}
      onClose={onClose}
      initialValues={EMPTY_PORTION_FORM}
      validationSchema={portionSchema}
      selectCreation={selectPortionCreation}
      createRequested={(form, requestId) => portionActions.createRequested({ requestId, itemGroupId, values: valuesOfForm(itemId, form) })}
    >
      {(formik) => <PortionFields formik={formik} />}
    </CreateRecordModal>
  );
}
