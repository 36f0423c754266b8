import { imageOutline } from 'ionicons/icons';
import { useCallback, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/rootReducer';
import { useTerms } from '@/shared/variant';
import { selectBusinessUnit } from '@/session/selectors';
import { CoverDialog } from '@/features/menu-images/components/CoverDialog';
import { CreateItemGroupModal } from '../components/CreateItemGroupModal';
import { ItemGroupTile } from '../components/ItemGroupTile';
import { selectItemGroupList, selectListedItemGroups } from '../selectors';
import { RecordListPage } from '@/shared/menu/RecordListPage';
import type { MenuRecordList } from '@/shared/menu/recordList';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { selectShopScope } from '@/session/scope';
import { SHOP_LIST } from '@/shared/menu/records';
import { itemGroupActions } from '../slice';

/** The shop's one list of categories. */
const categoryLists: MenuRecordList<RootState> = {
  selectList: (state) => selectItemGroupList(state),
  listRequested: itemGroupActions.listRequested,
  loadFailed: 'Não foi possível carregar as categorias.',
};

/** The menu's root ('Cardápio' / 'Catálogo'): the shop's categories in order. */
export default function ItemGroupsPage() {
  const terms = useTerms();
  const itemGroups = useAppSelector(selectListedItemGroups);
  const scope = useAppSelector(selectShopScope);
  const unit = useAppSelector(selectBusinessUnit);
  const [changingCover, setChangingCover] = useState(false);
  const closeCover = useCallback(() => setChangingCover(false), []);

  const menu = <MoreMenu entries={[{ label: 'Alterar capa', icon: imageOutline, onSelect: () => setChangingCover(true) }]} />;

  return (
    <RecordListPage
      records={categoryLists}
      parentId={SHOP_LIST}
      header={{ title: terms.menu, end: menu }}
      label="as categorias"
      empty={{ title: 'Sem categorias' }}
      newLabel="Nova categoria"
      createModal={(isOpen, onClose) => <CreateItemGroupModal isOpen={isOpen} onClose={onClose} />}
      dialogs={
        scope ? <CoverDialog accountId={scope.accountId} businessName={unit?.name ?? terms.business} isOpen={changingCover} onClose={closeCover} /> : null
      }
    >
      {itemGroups.map((itemGroup) => (
        <ItemGroupTile key={itemGroup.id} itemGroup={itemGroup} />
      ))}
    </RecordListPage>
  );
}
