import { pathTo } from '@/shared/routing/paths';
import { ChildRecordsLink } from '@/shared/menu/ChildRecordsLink';
import { selectOptionGroupList } from '../selectors';
import { optionGroupActions } from '../slice';
import { CreateOptionGroupModal } from './CreateOptionGroupModal';

export const OPTION_GROUPS_LOAD_FAILED = 'Não foi possível carregar os opcionais.';

/** On the category screen: 'Opcionais (n)', or 'Adicione um opcional' opening 'Novo opcional'. */
export function OptionGroupsLink({ itemGroupId }: { itemGroupId: number }) {
  return (
    <ChildRecordsLink
      parentId={itemGroupId}
      selectList={selectOptionGroupList}
      listRequested={optionGroupActions.listRequested}
      label="Opcionais"
      addLabel="Adicione um opcional"
      errorMessage={OPTION_GROUPS_LOAD_FAILED}
      to={pathTo('OptionGroups', { itemGroupId })}
      createModal={(isOpen, onClose) => <CreateOptionGroupModal itemGroupId={itemGroupId} isOpen={isOpen} onClose={onClose} />}
    />
  );
}
