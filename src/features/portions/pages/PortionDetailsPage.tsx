import type { RootState } from '@/app/rootReducer';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { IonButton, IonContent, IonFooter, IonList, IonToolbar, useIonRouter } from '@ionic/react';
import { useFormik } from 'formik';
import { trashOutline } from 'ionicons/icons';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { pathTo } from '@/shared/routing/paths';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { useLeaveGuard, type LeaveGuard } from '@/shared/forms/useLeaveGuard';
import { useConfirm } from '@/shared/ui/useConfirm';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { useDoneOnce } from '@/shared/menu/useDoneOnce';
import type { Portion } from '../api';
import { PortionFields } from '../components/PortionFields';
import { cameFromItemDetails, formOfPortion, valuesOfForm } from '../rules';
import { portionSchema, type PortionForm } from '../schema';
import { selectPortionById, selectPortionDetail, selectPortionRemoval, selectPortionSave } from '../selectors';
import { portionActions } from '../slice';

const TITLE = 'Detalhes';
export const REMOVE_QUESTION = 'Deseja realmente remover a porção?';

/**
 * Spec 2: back goes to the product's portions when the user came straight from the product (after 'Adicione uma
 * porção'), otherwise back; either way only after the unsaved-changes question.
 */
function usePortionBack(guard: LeaveGuard, portionsPath: string): LeaveGuard {
  const ionRouter = useIonRouter();
  const navigate = useNavigate();
  const [fromItem] = useState(() => cameFromItemDetails(ionRouter.routeInfo?.lastPathname));
  return useMemo(() => {
    if (!fromItem) return guard;
    return {
      ...guard,
      guardedBack: async () => {
        if (!(await guard.confirmLeave())) return;
        if (ionRouter.routeInfo) ionRouter.push(portionsPath, 'back', 'replace');
        else navigate(portionsPath, { replace: true });
      },
    };
  }, [fromItem, guard, ionRouter, navigate, portionsPath]);
}

function PortionEditor({ portion, itemGroupId }: { portion: Portion; itemGroupId: number }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const save = useAppSelector(selectPortionSave);
  const removal = useAppSelector(selectPortionRemoval);
  const { itemId } = portion;
  const formik = useFormik<PortionForm>({
    initialValues: formOfPortion(portion),
    validationSchema: portionSchema,
    onSubmit: (form) => {
      dispatch(portionActions.saveRequested({ id: portion.id, values: valuesOfForm(itemId, form) }));
    },
  });
  const portionsPath = pathTo('Portions', { itemGroupId, itemId });
  const guard = usePortionBack(useLeaveGuard(formik.dirty), portionsPath);
  const { resetForm } = formik;
  const savedHere = useCallback(() => resetForm({ values: formOfPortion(portion) }), [resetForm, portion]);
  useDoneOnce(save, portion.id, savedHere);
  const saving = save.id === portion.id && save.status === 'pending';

  const remove = async () => {
    if (await confirm({ header: 'Atenção', message: REMOVE_QUESTION })) dispatch(portionActions.removeRequested({ itemGroupId, id: portion.id }));
  };
  const menu = (
    <MoreMenu
      entries={[
        { label: 'Remover', icon: trashOutline, onSelect: () => void remove(), disabled: removal.id === portion.id && removal.status === 'pending' },
      ]}
    />
  );

  return (
    <>
      <PageHeader title={TITLE} start={<GuardedBackButton guard={guard} fallbackPath={portionsPath} />} end={menu} />
      <IonContent>
        <form
          id={`portion-form-${portion.id}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void formik.submitForm();
          }}
        >
          <IonList lines="none">
            <PortionFields formik={formik} />
          </IonList>
        </form>
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <IonButton type="submit" form={`portion-form-${portion.id}`} expand="block" className="ion-margin-horizontal" disabled={!formik.dirty || saving}>
            Salvar
          </IonButton>
        </IonToolbar>
      </IonFooter>
    </>
  );
}

export default menuDetailsScreen({
  title: TITLE,
  label: 'a porção',
  params: ['itemGroupId', 'itemId', 'portionId'],
  listPath: ({ itemGroupId, itemId }) => pathTo('Portions', { itemGroupId, itemId }),
  otherRecords: 'Ver outras porções',
  selectRecord: (state: RootState, { portionId }) => selectPortionById(state, portionId),
  selectDetail: (state: RootState, { portionId }) => selectPortionDetail(state, portionId),
  loadRequested: ({ itemId, portionId }) => portionActions.loadRequested({ itemId, id: portionId }),
  Editor: ({ record, ids }) => <PortionEditor portion={record} itemGroupId={ids.itemGroupId} />,
});
