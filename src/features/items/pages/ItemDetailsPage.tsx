import { RecordDetailsPage } from '@/shared/menu/RecordDetailsPage';
import { IonButton, IonContent, IonItem, IonList, IonToggle } from '@ionic/react';
import { useFormik } from 'formik';
import { trashOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
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
import { availabilityToggled, loadRequested, removeRequested, saveRequested } from '../slice';

const TITLE = 'Detalhes';
export const REMOVE_QUESTION = 'Deseja realmente remover o produto?';

function OtherItemsButton({ itemGroupId }: { itemGroupId: number }) {
  return (
    <IonButton fill="clear" routerLink={pathTo('Items', { itemGroupId })} routerDirection="back">
      Ver outros produtos
    </IonButton>
  );
}

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
      dispatch(saveRequested({ id: item.id, values: { ...valuesOfForm(item.groupId, form), isAvailable: item.isAvailable } }));
    },
  });
  const guard = useLeaveGuard(formik.dirty);
  const { resetForm } = formik;
  const savedHere = useCallback(() => resetForm({ values: formOfItem(item) }), [resetForm, item]);
  useDoneOnce(save, item.id, savedHere);
  const saving = save.id === item.id && save.status === 'pending';

  const remove = async () => {
    if (await confirm({ header: 'Atenção', message: REMOVE_QUESTION })) dispatch(removeRequested({ id: item.id }));
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
              onIonChange={(event) => dispatch(availabilityToggled({ id: item.id, isAvailable: event.detail.checked }))}
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

function ItemDetails({ itemGroupId, itemId }: { itemGroupId: number; itemId: number }) {
  const dispatch = useAppDispatch();
  const item = useAppSelector((state) => selectItemById(state, itemId));
  const detail = useAppSelector((state) => selectItemDetail(state, itemId));
  const load = useCallback(() => {
    dispatch(loadRequested({ id: itemId }));
  }, [dispatch, itemId]);

  return (
    <RecordDetailsPage
      record={item}
      detail={detail}
      load={load}
      title={TITLE}
      backTo={pathTo('Items', { itemGroupId })}
      label="o produto"
      elsewhere={<OtherItemsButton itemGroupId={itemGroupId} />}
    >
      {(item) => <ItemEditor item={item} itemGroupId={itemGroupId} />}
    </RecordDetailsPage>
  );
}

export default function ItemDetailsPage() {
  const params = useRouteParams('itemGroupId', 'itemId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="o produto" message={params.message} backTo={paths.ItemGroups} />;
  return <ItemDetails itemGroupId={params.values.itemGroupId} itemId={params.values.itemId} />;
}
