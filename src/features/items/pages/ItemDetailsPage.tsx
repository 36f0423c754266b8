import type { RootState } from '@/app/rootReducer';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { IonButton, IonContent, IonItem, IonList, IonToggle } from '@ionic/react';
import { useFormik } from 'formik';
import { trashOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { pathTo } from '@/shared/routing/paths';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { useLeaveGuard } from '@/shared/forms/useLeaveGuard';
import { useConfirm } from '@/shared/ui/useConfirm';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { useDoneOnce } from '@/shared/menu/useDoneOnce';
import { PhotoHeader } from '@/features/menu-images/components/PhotoHeader';
import { PortionsLink } from '@/features/portions/components/PortionsLink';
import type { Item } from '../api';
import { SellableFields } from '@/shared/menu/SellableFields';
import { formOfItem, valuesOfForm } from '../rules';
import { sellableSchema, type SellableForm } from '@/shared/menu/sellable';
import { selectIsTogglingItem, selectItemById, selectItemDetail, selectItemRemoval, selectItemSave } from '../selectors';
import { itemActions } from '../slice';

const TITLE = 'Detalhes';
export const REMOVE_QUESTION = 'Deseja realmente remover o produto?';

/** The loaded product: photo, availability, the form and the portions link. */
function ItemEditor({ item, itemGroupId }: { item: Item; itemGroupId: number }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const toggling = useAppSelector((state) => selectIsTogglingItem(state, item.id));
  const save = useAppSelector(selectItemSave);
  const removal = useAppSelector(selectItemRemoval);
  const formik = useFormik<SellableForm>({
    initialValues: formOfItem(item),
    validationSchema: sellableSchema,
    // Availability has its own switch, which saves at once; the form never overwrites it.
    onSubmit: (form) => {
      dispatch(itemActions.saveRequested({ id: item.id, values: { ...valuesOfForm(item.groupId, form), isAvailable: item.isAvailable } }));
    },
  });
  const guard = useLeaveGuard(formik.dirty);
  const { resetForm } = formik;
  const savedHere = useCallback(() => resetForm({ values: formOfItem(item) }), [resetForm, item]);
  useDoneOnce(save, item.id, savedHere);
  const saving = save.id === item.id && save.status === 'pending';

  const remove = async () => {
    if (await confirm({ header: 'Atenção', message: REMOVE_QUESTION })) dispatch(itemActions.removeRequested({ id: item.id }));
  };
  const menu = (
    <MoreMenu
      entries={[
        { label: 'Remover', icon: trashOutline, onSelect: () => void remove(), disabled: removal.id === item.id && removal.status === 'pending' },
      ]}
    />
  );

  return (
    <>
      <PageHeader title={TITLE} start={<GuardedBackButton guard={guard} fallbackPath={pathTo('Items', { itemGroupId })} />} end={menu} />
      <IonContent>
        <PhotoHeader target={{ kind: 'item', id: item.id }} imageId={item.imageId} name={item.name} />
        <IonList>
          <IonItem lines="full">
            <IonToggle
              checked={item.isAvailable}
              disabled={toggling}
              onIonChange={(event) => dispatch(itemActions.availabilityToggled({ id: item.id, isAvailable: event.detail.checked }))}
            >
              Disponível?
            </IonToggle>
          </IonItem>
        </IonList>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void formik.submitForm();
          }}
        >
          <IonList lines="none">
            <SellableFields formik={formik} descriptionRows={3} />
          </IonList>
          <IonButton type="submit" expand="block" className="ion-margin" disabled={!formik.dirty || saving}>
            Salvar
          </IonButton>
        </form>
        <IonList>
          <PortionsLink itemGroupId={itemGroupId} itemId={item.id} />
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
