import type { RootState } from '@/app/rootReducer';
import { pathTo } from '@/shared/routing/paths';
import { ChildRecordsLink } from '@/shared/menu/ChildRecordsLink';
import type { MenuRecordList } from '@/shared/menu/recordList';
import { selectItemList } from '../selectors';
import { itemActions } from '../slice';
import { CreateItemModal } from './CreateItemModal';

/** A category's products, as its screen counts them and 'Produtos' lists them. */
export const itemLists: MenuRecordList<RootState> = {
  selectList: selectItemList,
  listRequested: itemActions.listRequested,
  loadFailed: 'Não foi possível carregar os produtos.',
};

/** On the category screen: 'Produtos (n)', or 'Adicione um produto' opening 'Novo produto'. */
export function ItemsLink({ itemGroupId }: { itemGroupId: number }) {
  const createModal = (isOpen: boolean, onClose: () => void) => <CreateItemModal itemGroupId={itemGroupId} isOpen={isOpen} onClose={onClose} />;
  const to = pathTo('Items', { itemGroupId });
  return <ChildRecordsLink records={itemLists} parentId={itemGroupId} label="Produtos" addLabel="Adicione um produto" to={to} createModal={createModal} />;
}
