import { CreateRecordModal, type CreateModalProps } from '@/shared/menu/CreateRecordModal';
import type { SellableForm } from '@/shared/menu/sellable';
import { valuesOfForm } from '../rules';
import { selectItemCreation } from '../selectors';
import { itemActions } from '../slice';
import { itemForm } from './itemForm';

/** 'Novo produto'; on success the saga opens the new product. */
export function CreateItemModal({ itemGroupId, ...modal }: CreateModalProps & { itemGroupId: number }) {
  const createRequested = (form: SellableForm, requestId: string) => itemActions.createRequested({ requestId, values: valuesOfForm(itemGroupId, form) });
  return <CreateRecordModal {...modal} title="Novo produto" form={itemForm} selectCreation={selectItemCreation} createRequested={createRequested} />;
}
