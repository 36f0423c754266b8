import { useAppSelector } from '@/app/hooks';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
import { RecordListPage } from '@/shared/menu/RecordListPage';
import { CreateItemModal } from '../components/CreateItemModal';
import { itemLists } from '../components/ItemsLink';
import { ItemTile } from '../components/ItemTile';
import { selectCategoryTitle, selectListedItems } from '../selectors';

const TITLE = 'Produtos';

function Items({ itemGroupId }: { itemGroupId: number }) {
  const items = useAppSelector((state) => selectListedItems(state, itemGroupId));
  const category = useAppSelector((state) => selectCategoryTitle(state, itemGroupId));
  return (
    <RecordListPage
      records={itemLists}
      parentId={itemGroupId}
      header={{ title: TITLE, subtitle: category, backTo: pathTo('ItemGroupDetails', { itemGroupId }) }}
      label="os produtos"
      empty={{ title: 'Sem produtos' }}
      newLabel="Novo produto"
      createModal={(isOpen, onClose) => <CreateItemModal itemGroupId={itemGroupId} isOpen={isOpen} onClose={onClose} />}
    >
      {items.map((item) => (
        <ItemTile key={item.id} item={item} />
      ))}
    </RecordListPage>
  );
}

export default function ItemsPage() {
  const params = useRouteParams('itemGroupId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="os produtos" message={params.message} backTo={paths.ItemGroups} />;
  return <Items itemGroupId={params.values.itemGroupId} />;
}
