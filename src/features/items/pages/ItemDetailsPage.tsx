import type { RootState } from '@/app/rootReducer';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { RecordEditor } from '@/shared/menu/RecordEditor';
import { pathTo } from '@/shared/routing/paths';
import { PhotoHeader } from '@/features/menu-images/components/PhotoHeader';
import { PortionsLink } from '@/features/portions/components/PortionsLink';
import type { Item } from '../api';
import { itemForm } from '../components/itemForm';
import { valuesOfForm } from '../rules';
import { selectIsTogglingItem, selectItemById, selectItemDetail, selectItemRemoval, selectItemSave } from '../selectors';
import { itemActions } from '../slice';

const TITLE = 'Detalhes';
export const REMOVE_QUESTION = 'Deseja realmente remover o produto?';

/** The loaded product: photo, availability, the form and the portions link. */
function ItemEditor({ item, itemGroupId }: { item: Item; itemGroupId: number }) {
  const { id } = item;
  return (
    <RecordEditor
      record={item}
      title={TITLE}
      listPath={pathTo('Items', { itemGroupId })}
      form={itemForm}
      save={{ select: selectItemSave, requested: (form) => itemActions.saveRequested({ id, values: { ...valuesOfForm(item.groupId, form), isAvailable: item.isAvailable } }) }}
      removal={{ select: selectItemRemoval, question: REMOVE_QUESTION, requested: () => itemActions.removeRequested({ id }) }}
      switchRow={{
        label: 'Disponível?',
        checked: item.isAvailable,
        selectToggling: selectIsTogglingItem,
        toggled: (isAvailable) => itemActions.availabilityToggled({ id, isAvailable }),
      }}
      top={<PhotoHeader target={{ kind: 'item', id }} imageId={item.imageId} name={item.name} />}
    >
      <PortionsLink itemGroupId={itemGroupId} itemId={id} />
    </RecordEditor>
  );
}

export default menuDetailsScreen({
  title: TITLE,
  label: 'o produto',
  params: ['itemGroupId', 'itemId'],
  listPath: ({ itemGroupId }) => pathTo('Items', { itemGroupId }),
  otherRecords: 'Ver outros produtos',
  selectRecord: (state: RootState, { itemId }) => selectItemById(state, itemId),
  selectDetail: (state: RootState, { itemId }) => selectItemDetail(state, itemId),
  loadRequested: ({ itemId }) => itemActions.loadRequested({ id: itemId }),
  Editor: ({ record, ids }) => <ItemEditor item={record} itemGroupId={ids.itemGroupId} />,
});
