import type { RootState } from '@/app/rootReducer';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { IonContent, IonList } from '@ionic/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { pathTo } from '@/shared/routing/paths';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { useRecordForm, useRemoveEntry } from '@/shared/menu/recordEditing';
import { SaveForm } from '@/shared/menu/SaveForm';
import { SwitchRow } from '@/shared/menu/SwitchRow';
import { PhotoHeader } from '@/features/menu-images/components/PhotoHeader';
import { PortionsLink } from '@/features/portions/components/PortionsLink';
import type { Item } from '../api';
import { itemForm } from '../components/itemForm';
import { formOfItem, valuesOfForm } from '../rules';
import { selectIsTogglingItem, selectItemById, selectItemDetail, selectItemRemoval, selectItemSave } from '../selectors';
import { itemActions } from '../slice';

const TITLE = 'Detalhes';
export const REMOVE_QUESTION = 'Deseja realmente remover o produto?';

/** The loaded product: photo, availability, the form and the portions link. */
function ItemEditor({ item, itemGroupId }: { item: Item; itemGroupId: number }) {
  const dispatch = useAppDispatch();
  const { id } = item;
  const toggling = useAppSelector((state) => selectIsTogglingItem(state, id));
  const removal = useAppSelector(selectItemRemoval);
  const { formik, guard, saving } = useRecordForm({
    record: item,
    form: itemForm,
    formOf: formOfItem,
    save: useAppSelector(selectItemSave),
    // Availability has its own switch, which saves at once; the form never overwrites it.
    submit: (form) => dispatch(itemActions.saveRequested({ id, values: { ...valuesOfForm(item.groupId, form), isAvailable: item.isAvailable } })),
  });
  const remove = useRemoveEntry({ id, removal, question: REMOVE_QUESTION, remove: () => dispatch(itemActions.removeRequested({ id })) });
  const back = <GuardedBackButton guard={guard} fallbackPath={pathTo('Items', { itemGroupId })} />;

  return (
    <>
      <PageHeader title={TITLE} start={back} end={<MoreMenu entries={[remove]} />} />
      <IonContent>
        <PhotoHeader target={{ kind: 'item', id }} imageId={item.imageId} name={item.name} />
        <IonList>
          <SwitchRow label="Disponível?" checked={item.isAvailable} disabled={toggling} onChange={(isAvailable) => dispatch(itemActions.availabilityToggled({ id, isAvailable }))} />
        </IonList>
        <SaveForm formik={formik} saving={saving}>
          <itemForm.Fields formik={formik} />
        </SaveForm>
        <IonList>
          <PortionsLink itemGroupId={itemGroupId} itemId={id} />
        </IonList>
      </IonContent>
    </>
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
