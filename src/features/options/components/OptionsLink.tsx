import type { RootState } from '@/app/rootReducer';
import { pathTo } from '@/shared/routing/paths';
import { ChildRecordsLink } from '@/shared/menu/ChildRecordsLink';
import type { MenuRecordList } from '@/shared/menu/recordList';
import { selectOptionList } from '../selectors';
import { optionActions } from '../slice';
import { CreateOptionModal } from './CreateOptionModal';

/** An option group's options, as its screen counts them and 'Opções' lists them. */
export const optionLists: MenuRecordList<RootState> = {
  selectList: selectOptionList,
  listRequested: optionActions.listRequested,
  loadFailed: 'Não foi possível carregar as opções.',
};

/** On the option group screen: 'Opções (n)', or 'Adicione uma opção' opening 'Nova opção'. */
export function OptionsLink({ itemGroupId, optionGroupId }: { itemGroupId: number; optionGroupId: number }) {
  const createModal = (isOpen: boolean, onClose: () => void) => (
    <CreateOptionModal itemGroupId={itemGroupId} optionGroupId={optionGroupId} isOpen={isOpen} onClose={onClose} />
  );
  const to = pathTo('Options', { itemGroupId, optionGroupId });
  return <ChildRecordsLink records={optionLists} parentId={optionGroupId} label="Opções" addLabel="Adicione uma opção" to={to} createModal={createModal} />;
}
