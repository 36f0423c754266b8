import { IonContent, IonList } from '@ionic/react';
import { createOutline } from 'ionicons/icons';
import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { RootState } from '@/app/rootReducer';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { paths } from '@/shared/routing/paths';
import { ItemsLink } from '@/features/items/components/ItemsLink';
import { selectItemCount } from '@/features/items/selectors';
import { PhotoHeader } from '@/features/menu-images/components/PhotoHeader';
import { OptionGroupsLink } from '@/features/option-groups/components/OptionGroupsLink';
import type { ItemGroup } from '../api';
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
import { useDoneOnce } from '@/shared/menu/useDoneOnce';
import { useRemoveEntry } from '@/shared/menu/recordEditing';
import { SwitchRow } from '@/shared/menu/SwitchRow';
import { itemGroupActions } from '../slice';

const TITLE = 'Categoria';
export const REMOVE_QUESTION = 'Deseja realmente remover a categoria?';

function ItemGroupEditor({ itemGroup }: { itemGroup: ItemGroup }) {
  const dispatch = useAppDispatch();
  const { id } = itemGroup;
  const toggling = useAppSelector((state) => selectIsTogglingItemGroup(state, id));
  const rename = useAppSelector(selectItemGroupRename);
  const removal = useAppSelector(selectItemGroupRemoval);
  const itemCount = useAppSelector((state) => selectItemCount(state, id));
  const [renaming, setRenaming] = useState(false);
  const closeRename = useCallback(() => setRenaming(false), []);
  useDoneOnce(rename, id, closeRename);

  const remove = useRemoveEntry({ id, removal, question: REMOVE_QUESTION, remove: () => dispatch(itemGroupActions.removeRequested({ id })) });
  const menu = <MoreMenu entries={[{ label: 'Renomear', icon: createOutline, onSelect: () => setRenaming(true) }, remove]} />;

  return (
    <>
      <PageHeader title={itemGroup.title} backTo={paths.ItemGroups} end={menu} />
      <IonContent>
        <PhotoHeader target={{ kind: 'itemGroup', id }} imageId={itemGroup.imageId} name={itemGroup.title} />
        <IonList>
          <SwitchRow label="Ativo?" checked={itemGroup.isActive} disabled={toggling} onChange={(isActive) => dispatch(itemGroupActions.activeToggled({ id, isActive }))} />
          <ItemsLink itemGroupId={id} />
          {showsOptionGroups(itemCount) ? <OptionGroupsLink itemGroupId={id} /> : null}
        </IonList>
        <RenameDialog
          isOpen={renaming}
          onClose={closeRename}
          current={itemGroup.title}
          maxLength={CATEGORY_TITLE_MAX_LENGTH}
          pending={rename.id === id && rename.status === 'pending'}
          onRename={(title) => dispatch(itemGroupActions.renameRequested({ id, values: { title, isActive: itemGroup.isActive } }))}
        />
      </IonContent>
    </>
  );
}

export default menuDetailsScreen({
  title: TITLE,
  label: 'a categoria',
  params: ['itemGroupId'],
  listPath: () => paths.ItemGroups,
  otherRecords: (terms) => `Ver ${terms.menu.toLowerCase()}`,
  offerListOnAddressError: true,
  selectRecord: (state: RootState, { itemGroupId }) => selectItemGroupById(state, itemGroupId),
  selectDetail: (state: RootState, { itemGroupId }) => selectItemGroupDetail(state, itemGroupId),
  loadRequested: ({ itemGroupId }) => itemGroupActions.loadRequested({ id: itemGroupId }),
  Editor: ({ record }) => <ItemGroupEditor itemGroup={record} />,
});
