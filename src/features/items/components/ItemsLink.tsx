import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pathTo } from '@/shared/routing/paths';
import { ChildLink } from '@/shared/menu/ChildLink';
import { selectItemList } from '../selectors';
import { listRequested } from '../slice';
import { CreateItemModal } from './CreateItemModal';

export const ITEMS_LOAD_FAILED = 'Não foi possível carregar os produtos.';

/** On the category screen: 'Produtos (n)', or 'Adicione um produto' opening 'Novo produto'. */
export function ItemsLink({ itemGroupId }: { itemGroupId: number }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectItemList(state, itemGroupId));
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);

  useEffect(() => {
    dispatch(listRequested({ parentId: itemGroupId, offset: 0 }));
  }, [itemGroupId, dispatch]);

  return (
    <>
      <ChildLink
        list={list}
        label="Produtos"
        addLabel="Adicione um produto"
        errorMessage={ITEMS_LOAD_FAILED}
        to={pathTo('Items', { itemGroupId })}
        onAdd={() => setCreating(true)}
        onRetry={() => dispatch(listRequested({ parentId: itemGroupId, offset: 0 }))}
      />
      <CreateItemModal itemGroupId={itemGroupId} isOpen={creating} onClose={close} />
    </>
  );
}
