import { pathTo } from '@/shared/routing/paths';
import { ChildRecordsLink } from '@/shared/menu/ChildRecordsLink';
import { selectOptionList } from '../selectors';
import { optionActions } from '../slice';
import { CreateOptionModal } from './CreateOptionModal';

export const OPTIONS_LOAD_FAILED = 'Não foi possível carregar as opções.';

/** On the option group screen: 'Opções (n)', or 'Adicione uma opção' opening 'Nova opção'. */
export function OptionsLink({ itemGroupId, optionGroupId }: { itemGroupId: number; optionGroupId: number }) {
  return (
    <ChildRecordsLink
      parentId={optionGroupId}
      selectList={selectOptionList}
      listRequested={optionActions.listRequested}
      label="Opções"
      addLabel="Adicione uma opção"
      errorMessage={OPTIONS_LOAD_FAILED}
      to={pathTo('Options', { itemGroupId, optionGroupId })}
      createModal={(isOpen, onClose) => <CreateOptionModal itemGroupId={itemGroupId} optionGroupId={optionGroupId} isOpen={isOpen} onClose={onClose} />}
    />
  );
}
