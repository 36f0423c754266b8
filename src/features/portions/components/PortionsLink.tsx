import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pathTo } from '@/shared/routing/paths';
import { ChildLink } from '@/shared/menu/ChildLink';
import { selectPortionList } from '../selectors';
import { listRequested } from '../slice';
import { CreatePortionModal } from './CreatePortionModal';

export const PORTIONS_LOAD_FAILED = 'Não foi possível carregar as porções.';

/** On the product screen: 'Porções (n)', or 'Adicione uma porção' opening 'Nova porção'. */
export function PortionsLink({ itemGroupId, itemId }: { itemGroupId: number; itemId: number }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectPortionList(state, itemId));
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);

  useEffect(() => {
    dispatch(listRequested({ parentId: itemId, offset: 0 }));
  }, [itemId, dispatch]);

  return (
    <>
      <ChildLink
        list={list}
        label="Porções"
        addLabel="Adicione uma porção"
        errorMessage={PORTIONS_LOAD_FAILED}
        to={pathTo('Portions', { itemGroupId, itemId })}
        onAdd={() => setCreating(true)}
        onRetry={() => dispatch(listRequested({ parentId: itemId, offset: 0 }))}
      />
      <CreatePortionModal itemGroupId={itemGroupId} itemId={itemId} isOpen={creating} onClose={close} />
    </>
  );
}
