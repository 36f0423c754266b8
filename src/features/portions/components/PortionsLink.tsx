import { pathTo } from '@/shared/routing/paths';
import { ChildRecordsLink } from '@/shared/menu/ChildRecordsLink';
import { selectPortionList } from '../selectors';
import { portionActions } from '../slice';
import { CreatePortionModal } from './CreatePortionModal';

export const PORTIONS_LOAD_FAILED = 'Não foi possível carregar as porções.';

/** On the product screen: 'Porções (n)', or 'Adicione uma porção' opening 'Nova porção'. */
export function PortionsLink({ itemGroupId, itemId }: { itemGroupId: number; itemId: number }) {
  return (
    <ChildRecordsLink
      parentId={itemId}
      selectList={selectPortionList}
      listRequested={portionActions.listRequested}
      label="Porções"
      addLabel="Adicione uma porção"
      errorMessage={PORTIONS_LOAD_FAILED}
      to={pathTo('Portions', { itemGroupId, itemId })}
      createModal={(isOpen, onClose) => <CreatePortionModal itemGroupId={itemGroupId} itemId={itemId} isOpen={isOpen} onClose={onClose} />}
    />
  );
}
