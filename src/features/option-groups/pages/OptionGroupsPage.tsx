import {
  IonButton,
  IonButtons,
  IonContent,
  IonFab,
  IonFabButton,
  IonFooter,
  IonIcon,
  IonList,
  IonPage,
  IonReorderGroup,
  IonToolbar,
} from '@ionic/react';
import { add, reorderFourOutline } from 'ionicons/icons';
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
import { CreateOptionGroupModal } from '../components/CreateOptionGroupModal';
import { OPTION_GROUPS_LOAD_FAILED } from '../components/OptionGroupsLink';
import { OptionGroupTile } from '../components/OptionGroupTile';
import { canReorder } from '../rules';
import { selectOptionGroupList, selectReorder, selectShownOptionGroups } from '../selectors';
import { optionGroupActions } from '../slice';

const TITLE = 'Opcionais';

function OptionGroups({ itemGroupId }: { itemGroupId: number }) {
  useMenuNavigator();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectOptionGroupList(state, itemGroupId));
  const optionGroups = useAppSelector((state) => selectShownOptionGroups(state, itemGroupId));
  const reorder = useAppSelector(selectReorder);
  const reordering = reorder.groupId === itemGroupId;
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);
  const load = (offset: number) => dispatch(optionGroupActions.listRequested({ parentId: itemGroupId, offset }));

  useEffect(() => {
    if (!list || list.status === 'idle') dispatch(optionGroupActions.listRequested({ parentId: itemGroupId, offset: 0 }));
  }, [list, itemGroupId, dispatch]);

  // Leaving the screen mid-arrangement drops it, as 'Cancelar' would.
  useEffect(() => () => void dispatch(optionGroupActions.reorderCanceled()), [dispatch]);

  const reorderButton = reordering ? undefined : (
    <IonButton
      aria-label="Reordenar"
      disabled={!canReorder(list)}
      onClick={() => dispatch(optionGroupActions.reorderStarted({ groupId: itemGroupId }))}
    >
      <IonIcon slot="icon-only" icon={reorderFourOutline} aria-hidden="true" />
    </IonButton>
  );

  return (
    <IonPage>
      <PageHeader title={TITLE} backTo={pathTo('ItemGroupDetails', { itemGroupId })} end={reorderButton} />
      <IonContent>
        <ListStates
          list={list}
          label="os opcionais"
          moreError={OPTION_GROUPS_LOAD_FAILED}
          empty={{ title: 'Sem opcionais' }}
          onRetry={() => load(0)}
          onRetryMore={() => load(nextOffsetOf(list))}
        >
          <IonList>
            <IonReorderGroup
              disabled={!reordering}
              onIonItemReorder={(event) => {
                dispatch(optionGroupActions.reorderMoved({ from: event.detail.from, to: event.detail.to }));
                // The new order comes from the state; Ionic must not move the element as well.
                void event.detail.complete(false);
              }}
            >
              {optionGroups.map((optionGroup) => (
                <OptionGroupTile key={optionGroup.id} optionGroup={optionGroup} reordering={reordering} />
              ))}
            </IonReorderGroup>
          </IonList>
        </ListStates>
        <InfiniteMore list={list} onMore={() => load(nextOffsetOf(list))} />
        {reordering ? null : (
          <IonFab slot="fixed" vertical="bottom" horizontal="end">
            <IonFabButton aria-label="Novo opcional" onClick={() => setCreating(true)}>
              <IonIcon icon={add} aria-hidden="true" />
            </IonFabButton>
          </IonFab>
        )}
        <CreateOptionGroupModal itemGroupId={itemGroupId} isOpen={creating} onClose={close} />
      </IonContent>
      {reordering ? (
        <IonFooter>
          <IonToolbar>
            <IonButtons slot="start">
              <IonButton onClick={() => dispatch(optionGroupActions.reorderCanceled())}>Cancelar</IonButton>
            </IonButtons>
            <IonButtons slot="end">
              <IonButton fill="solid" color="primary" disabled={reorder.status === 'pending'} onClick={() => dispatch(optionGroupActions.reorderSaveRequested())}>
                Salvar
              </IonButton>
            </IonButtons>
          </IonToolbar>
        </IonFooter>
      ) : null}
    </IonPage>
  );
}

export default function OptionGroupsPage() {
  const params = useRouteParams('itemGroupId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="os opcionais" message={params.message} backTo={paths.ItemGroups} />;
  return <OptionGroups itemGroupId={params.values.itemGroupId} />;
}
