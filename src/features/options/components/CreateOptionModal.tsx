import { CreateRecordModal, type CreateModalProps } from '@/shared/menu/CreateRecordModal';
import type { SellableForm } from '@/shared/menu/sellable';
import { valuesOfForm } from '../rules';
import { selectOptionCreation } from '../selectors';
import { optionActions } from '../slice';
import { optionForm } from './optionForm';

interface Props extends CreateModalProps {
  itemGroupId: number;
  optionGroupId: number;
}

/** 'Nova opção'; on success the saga opens the new option. */
export function CreateOptionModal({ itemGroupId, optionGroupId, ...modal }: Props) {
  const createRequested = (form: SellableForm, requestId: string) =>
    optionActions.createRequested({ requestId, itemGroupId, values: valuesOfForm(optionGroupId, form) });
  return <CreateRecordModal {...modal} title="Nova opção" form={optionForm} selectCreation={selectOptionCreation} createRequested={createRequested} />;
}
