import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pathTo } from '@/shared/routing/paths';
import { ChildLink } from '@/shared/menu/ChildLink';
import { selectOptionGroupList } from '../selectors';
import { listRequested } from '../slice';
import { CreateOptionGroupModal } from './CreateOptionGroupModal';

export const OPTION_GROUPS_LOAD_FAILED = 'Não foi possível carregar os opcionais.';

/** On the category screen: 'Opcionais (n)', or 'Adicione um opcional' opening 'Novo opcional'. */
export function OptionGroupsLink({ itemGroupId }: { itemGroupId: number }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectOptionGroupList(state, itemGroupId));
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);

  useEffect(() => {
    dispatch(listRequested({ parentId: itemGroupId, offset: 0 }));
  }, [itemGroupId, dispatch]);

  return (
    <>
      <ChildLink
        list={list}
        label="Opcionais"
        addLabel="Adicione um opcional"
        errorMessage={OPTION_GROUPS_LOAD_FAILED}
        to={pathTo('OptionGroups', { itemGroupId })}
        onAdd={() => setCreating(true)}
        onRetry={() => dispatch(listRequested({ parentId: itemGroupId, offset: 0 }))}
      />
      <CreateOptionGroupModal itemGroupId={itemGroupId} isOpen={creating} onClose={close} />
    </>
  );
}
