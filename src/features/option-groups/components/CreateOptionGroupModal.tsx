import { CreateRecordModal, type CreateModalProps } from '@/shared/menu/CreateRecordModal';
import { valuesOfForm, type OptionGroupForm } from '../rules';
import { selectOptionGroupCreation } from '../selectors';
import { optionGroupActions } from '../slice';
import { optionGroupForm } from './OptionGroupFields';

/** 'Novo opcional'; on success the saga opens the new option group. */
export function CreateOptionGroupModal({ itemGroupId, ...modal }: CreateModalProps & { itemGroupId: number }) {
  const createRequested = (form: OptionGroupForm, requestId: string) =>
    optionGroupActions.createRequested({ requestId, values: valuesOfForm(itemGroupId, form) });
  return <CreateRecordModal {...modal} title="Novo opcional" form={optionGroupForm} selectCreation={selectOptionGroupCreation} createRequested={createRequested} />;
}
