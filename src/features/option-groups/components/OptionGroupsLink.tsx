import type { RootState } from '@/app/rootReducer';
import { pathTo } from '@/shared/routing/paths';
import { ChildRecordsLink } from '@/shared/menu/ChildRecordsLink';
import type { MenuRecordList } from '@/shared/menu/recordList';
import { selectOptionGroupList } from '../selectors';
import { optionGroupActions } from '../slice';
import { CreateOptionGroupModal } from './CreateOptionGroupModal';

/** A category's option groups, as its screen counts them and 'Opcionais' lists them. */
export const optionGroupLists: MenuRecordList<RootState> = {
  selectList: selectOptionGroupList,
  listRequested: optionGroupActions.listRequested,
  loadFailed: 'Não foi possível carregar os opcionais.',
};

/** On the category screen: 'Opcionais (n)', or 'Adicione um opcional' opening 'Novo opcional'. */
export function OptionGroupsLink({ itemGroupId }: { itemGroupId: number }) {
  const createModal = (isOpen: boolean, onClose: () => void) => <CreateOptionGroupModal itemGroupId={itemGroupId} isOpen={isOpen} onClose={onClose} />;
  const to = pathTo('OptionGroups', { itemGroupId });
  return <ChildRecordsLink records={optionGroupLists} parentId={itemGroupId} label="Opcionais" addLabel="Adicione um opcional" to={to} createModal={createModal} />;
}
