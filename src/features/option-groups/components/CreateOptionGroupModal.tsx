import { CreateRecordModal } from '@/shared/menu/CreateRecordModal';
import { EMPTY_OPTION_GROUP_FORM, valuesOfForm } from '../rules';
import { optionGroupSchema } from '../schema';
import { selectOptionGroupCreation } from '../selectors';
import { optionGroupActions } from '../slice';
import { OptionGroupFields } from './OptionGroupFields';

interface Props {
  itemGroupId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Novo opcional'; on success the saga opens the new option group. */
export function CreateOptionGroupModal({ itemGroupId, isOpen, onClose }: Props) {
  return (
    <CreateRecordModal
      title="Novo opcional"
      isOpen={isOpen}
      onClose={onClose}
      initialValues={EMPTY_OPTION_GROUP_FORM}
      validationSchema={optionGroupSchema}
      selectCreation={selectOptionGroupCreation}
      createRequested={(form, requestId) => optionGroupActions.createRequested({ requestId, values: valuesOfForm(itemGroupId, form) })}
    >
      {(formik) => <OptionGroupFields formik={formik} withActive />}
    </CreateRecordModal>
  );
}
