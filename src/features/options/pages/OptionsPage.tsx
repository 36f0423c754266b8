import { IonContent, IonFab, IonFabButton, IonIcon, IonList, IonPage } from '@ionic/react';
import { add } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
import { InfiniteMore } from '@/shared/menu/InfiniteMore';
import { nextOffsetOf } from '@/shared/menu/listState';
import { ListStates } from '@/shared/menu/ListStates';
import { useMenuNavigator } from '@/shared/menu/navigation';
import { CreateOptionModal } from '../components/CreateOptionModal';
import { OPTIONS_LOAD_FAILED } from '../components/OptionsLink';
import { OptionTile } from '../components/OptionTile';
import { selectListedOptions, selectOptionList } from '../selectors';
import { optionActions } from '../slice';

const TITLE = 'Opções';

function Options({ itemGroupId, optionGroupId }: { itemGroupId: number; optionGroupId: number }) {
  useMenuNavigator();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectOptionList(state, optionGroupId));
  const options = useAppSelector((state) => selectListedOptions(state, optionGroupId));
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);
  const load = (offset: number) => dispatch(optionActions.listRequested({ parentId: optionGroupId, offset }));

  useEffect(() => {
    if (!list || list.status === 'idle') dispatch(optionActions.listRequested({ parentId: optionGroupId, offset: 0 }));
  }, [list, optionGroupId, dispatch]);

  return (
    <IonPage>
      <PageHeader title={TITLE} backTo={pathTo('OptionGroupDetails', { itemGroupId, optionGroupId })} />
      <IonContent>
        <ListStates
          list={list}
          label="as opções"
          moreError={OPTIONS_LOAD_FAILED}
          empty={{ title: 'Sem opções' }}
          onRetry={() => load(0)}
          onRetryMore={() => load(nextOffsetOf(list))}
        >
          <IonList>
            {options.map((option) => (
              <OptionTile key={option.id} option={option} itemGroupId={itemGroupId} />
            ))}
          </IonList>
        </ListStates>
        <InfiniteMore list={list} onMore={() => load(nextOffsetOf(list))} />
        <IonFab slot="fixed" vertical="bottom" horizontal="end">
          <IonFabButton aria-label="Nova opção" onClick={() => setCreating(true)}>
            <IonIcon icon={add} aria-hidden="true" />
          </IonFabButton>
        </IonFab>
        <CreateOptionModal itemGroupId={itemGroupId} optionGroupId={optionGroupId} isOpen={creating} onClose={close} />
      </IonContent>
    </IonPage>
  );
}

export default function OptionsPage() {
  const params = useRouteParams('itemGroupId', 'optionGroupId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="as opções" message={params.message} backTo={paths.ItemGroups} />;
  return <Options {...params.values} />;
}
