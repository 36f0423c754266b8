import type { RootState } from '@/app/rootReducer';
import { pathTo } from '@/shared/routing/paths';
import { ChildRecordsLink } from '@/shared/menu/ChildRecordsLink';
import type { MenuRecordList } from '@/shared/menu/recordList';
import { selectPortionList } from '../selectors';
import { portionActions } from '../slice';
import { CreatePortionModal } from './CreatePortionModal';

/** A product's portions, as its screen counts them and 'Porções' lists them. */
export const portionLists: MenuRecordList<RootState> = {
  selectList: selectPortionList,
  listRequested: portionActions.listRequested,
  loadFailed: 'Não foi possível carregar as porções.',
};

/** On the product screen: 'Porções (n)', or 'Adicione uma porção' opening 'Nova porção'. */
export function PortionsLink({ itemGroupId, itemId }: { itemGroupId: number; itemId: number }) {
  const createModal = (isOpen: boolean, onClose: () => void) => <CreatePortionModal itemGroupId={itemGroupId} itemId={itemId} isOpen={isOpen} onClose={onClose} />;
  const to = pathTo('Portions', { itemGroupId, itemId });
  return <ChildRecordsLink records={portionLists} parentId={itemId} label="Porções" addLabel="Adicione uma porção" to={to} createModal={createModal} />;
}
