import { CreateRecordModal, type CreateModalProps } from '@/shared/menu/CreateRecordModal';
import { valuesOfForm } from '../rules';
import type { PortionForm } from '../schema';
import { selectPortionCreation } from '../selectors';
import { portionActions } from '../slice';
import { portionForm } from './PortionFields';

interface Props extends CreateModalProps {
  itemGroupId: number;
  itemId: number;
}

/** 'Nova porção'; on success the saga opens the new portion. */
export function CreatePortionModal({ itemGroupId, itemId, ...modal }: Props) {
  const createRequested = (form: PortionForm, requestId: string) => portionActions.createRequested({ requestId, itemGroupId, values: valuesOfForm(itemId, form) });
  return <CreateRecordModal {...modal} title="Nova porção" form={portionForm} selectCreation={selectPortionCreation} createRequested={createRequested} />;
}
