import { IonButton, IonContent, IonItem, IonList, IonPage, IonSpinner, IonToggle } from '@ionic/react';
import { createOutline, trashOutline } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { paths } from '@/shared/routing/paths';
import { useTerms } from '@/shared/variant';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { useConfirm } from '@/shared/ui/useConfirm';
import { ItemsLink } from '@/features/items/components/ItemsLink';
import { selectItemCount } from '@/features/items/selectors';
import { PhotoHeader } from '@/features/menu-images/components/PhotoHeader';
import { OptionGroupsLink } from '@/features/option-groups/components/OptionGroupsLink';
import { RenameDialog } from '../components/RenameDialog';
import { showsOptionGroups } from '../rules';
import { CATEGORY_TITLE_MAX_LENGTH } from '../schema';
import {
  selectIsTogglingItemGroup,
  selectItemGroupById,
  selectItemGroupDetail,
  selectItemGroupRemoval,
  selectItemGroupRename,
} from '../selectors';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { useMenuNavigator } from '@/shared/menu/navigation';
import { useDoneOnce } from '@/shared/menu/useDoneOnce';
import { activeToggled, loadRequested, removeRequested, renameRequested } from '../slice';

const TITLE = 'Categoria';
export const REMOVE_QUESTION = 'Deseja realmente remover a categoria?';

function BackToMenuButton() {
  const terms = useTerms();
  return (
    <IonButton fill="clear" routerLink={paths.ItemGroups} routerDirection="back">
      {`Ver ${terms.menu.toLowerCase()}`}
    </IonButton>
  );
}

function ItemGroupDetails({ id }: { id: number }) {
  useMenuNavigator();
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const itemGroup = useAppSelector((state) => selectItemGroupById(state, id));
  const detail = useAppSelector((state) => selectItemGroupDetail(state, id));
  const toggling = useAppSelector((state) => selectIsTogglingItemGroup(state, id));
  const rename = useAppSelector(selectItemGroupRename);
  const removal = useAppSelector(selectItemGroupRemoval);
  const itemCount = useAppSelector((state) => selectItemCount(state, id));
  const [renaming, setRenaming] = useState(false);
  const closeRename = useCallback(() => setRenaming(false), []);
  useDoneOnce(rename, id, closeRename);

  useEffect(() => {
    dispatch(loadRequested({ id }));
  }, [id, dispatch]);

  const remove = async () => {
    if (await confirm({ header: 'Atenção', message: REMOVE_QUESTION })) dispatch(removeRequested({ id }));
  };

  const menu = itemGroup ? (
    <MoreMenu
      entries={[
        { label: 'Renomear', icon: createOutline, onSelect: () => setRenaming(true) },
        { label: 'Remover', icon: trashOutline, onSelect: () => void remove(), disabled: removal.id === id && removal.status === 'pending' },
      ]}
    />
  ) : undefined;

  return (
    <IonPage>
      <PageHeader title={itemGroup?.title ?? TITLE} backTo={paths.ItemGroups} end={menu} />
      <IonContent>
        {!itemGroup && detail.status === 'error' ? (
          <LoadErrorState label="a categoria" cause={detail.error ?? undefined} onRetry={() => dispatch(loadRequested({ id }))}>
            <BackToMenuButton />
          </LoadErrorState>
        ) : null}
        {!itemGroup && detail.status !== 'error' ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {itemGroup ? (
          <>
            <PhotoHeader target={{ kind: 'itemGroup', id }} imageId={itemGroup.imageId} name={itemGroup.title} />
            <IonList>
              <IonItem lines="full">
                <IonToggle
                  checked={itemGroup.isActive}
                  disabled={toggling}
                  onIonChange={(event) => dispatch(activeToggled({ id, isActive: event.detail.checked }))}
                >
                  Ativo?
                </IonToggle>
              </IonItem>
              <ItemsLink itemGroupId={id} />
              {showsOptionGroups(itemCount) ? <OptionGroupsLink itemGroupId={id} /> : null}
            </IonList>
            <RenameDialog
              isOpen={renaming}
              onClose={closeRename}
              current={itemGroup.title}
              maxLength={CATEGORY_TITLE_MAX_LENGTH}
              pending={rename.id === id && rename.status === 'pending'}
              onRename={(title) => dispatch(renameRequested({ id, values: { title, isActive: itemGroup.isActive } }))}
            />
          </>
        ) : null}
      </IonContent>
    </IonPage>
  );
}

export default function ItemGroupDetailsPage() {
  const params = useRouteParams('itemGroupId');
  if (!params.ok) {
    return (
      <ParamsErrorPage title={TITLE} label="a categoria" message={params.message} backTo={paths.ItemGroups}>
        <BackToMenuButton />
      </ParamsErrorPage>
    );
  }
  return <ItemGroupDetails id={params.values.itemGroupId} />;
}
