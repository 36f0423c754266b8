import { IonButton, IonButtons, IonFooter, IonIcon, IonReorderGroup, IonToolbar } from '@ionic/react';
import { reorderFourOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
import { RecordListPage } from '@/shared/menu/RecordListPage';
import { CreateOptionGroupModal } from '../components/CreateOptionGroupModal';
import { optionGroupLists } from '../components/OptionGroupsLink';
import { OptionGroupTile } from '../components/OptionGroupTile';
import { canReorder } from '../rules';
import { selectOptionGroupList, selectReorder, selectShownOptionGroups } from '../selectors';
import { optionGroupActions } from '../slice';

const TITLE = 'Opcionais';

function OptionGroups({ itemGroupId }: { itemGroupId: number }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectOptionGroupList(state, itemGroupId));
  const optionGroups = useAppSelector((state) => selectShownOptionGroups(state, itemGroupId));
  const reorder = useAppSelector(selectReorder);
  const reordering = reorder.groupId === itemGroupId;

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
  const reorderFooter = reordering ? (
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
  ) : null;

  return (
    <RecordListPage
      records={optionGroupLists}
      parentId={itemGroupId}
      header={{ title: TITLE, backTo: pathTo('ItemGroupDetails', { itemGroupId }), end: reorderButton }}
      label="os opcionais"
      empty={{ title: 'Sem opcionais' }}
      newLabel={reordering ? null : 'Novo opcional'}
      createModal={(isOpen, onClose) => <CreateOptionGroupModal itemGroupId={itemGroupId} isOpen={isOpen} onClose={onClose} />}
      footer={reorderFooter}
    >
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
    </RecordListPage>
  );
}

export default function OptionGroupsPage() {
  const params = useRouteParams('itemGroupId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="os opcionais" message={params.message} backTo={paths.ItemGroups} />;
  return <OptionGroups itemGroupId={params.values.itemGroupId} />;
}
