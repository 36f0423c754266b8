import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pathTo } from '@/shared/routing/paths';
import { ChildLink } from '@/shared/menu/ChildLink';
import { selectOptionList } from '../selectors';
import { listRequested } from '../slice';
import { CreateOptionModal } from './CreateOptionModal';

export const OPTIONS_LOAD_FAILED = 'Não foi possível carregar as opções.';

/** On the option group screen: 'Opções (n)', or 'Adicione uma opção' opening 'Nova opção'. */
export function OptionsLink({ itemGroupId, optionGroupId }: { itemGroupId: number; optionGroupId: number }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectOptionList(state, optionGroupId));
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);

  useEffect(() => {
    dispatch(listRequested({ parentId: optionGroupId, offset: 0 }));
  }, [optionGroupId, dispatch]);

  return (
    <>
      <ChildLink
        list={list}
        label="Opções"
        addLabel="Adicione uma opção"
        errorMessage={OPTIONS_LOAD_FAILED}
        to={pathTo('Options', { itemGroupId, optionGroupId })}
        onAdd={() => setCreating(true)}
        onRetry={() => dispatch(listRequested({ parentId: optionGroupId, offset: 0 }))}
      />
      <CreateOptionModal itemGroupId={itemGroupId} optionGroupId={optionGroupId} isOpen={creating} onClose={close} />
    </>
  );
}
