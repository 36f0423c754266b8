import { pathTo } from '@/shared/routing/paths';
import { ChildRecordsLink } from '@/shared/menu/ChildRecordsLink';
import { selectItemList } from '../selectors';
import { itemActions } from '../slice';
import { CreateItemModal } from './CreateItemModal';

export const ITEMS_LOAD_FAILED = 'Não foi possível carregar os produtos.';

/** On the category screen: 'Produtos (n)', or 'Adicione um produto' opening 'Novo produto'. */
export function ItemsLink({ itemGroupId }: { itemGroupId: number }) {
  return (
    <ChildRecordsLink
      parentId={itemGroupId}
      selectList={selectItemList}
      listRequested={itemActions.listRequested}
      label="Produtos"
      addLabel="Adicione um produto"
      errorMessage={ITEMS_LOAD_FAILED}
      to={pathTo('Items', { itemGroupId })}
      createModal={(isOpen, onClose) => <CreateItemModal itemGroupId={itemGroupId} isOpen={isOpen} onClose={onClose} />}
    />
  );
}
