import type { RootState } from '@/app/rootReducer';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { IonContent, IonFooter, IonToolbar, useIonRouter } from '@ionic/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { pathTo } from '@/shared/routing/paths';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import type { LeaveGuard } from '@/shared/forms/useLeaveGuard';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { useRecordForm, useRemoveEntry } from '@/shared/menu/recordEditing';
import { SaveButton, SaveForm } from '@/shared/menu/SaveForm';
import type { Portion } from '../api';
import { PortionFields, portionForm } from '../components/PortionFields';
import { cameFromItemDetails, valuesOfForm } from '../rules';
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
  const { id, itemId } = portion;
  const removal = useAppSelector(selectPortionRemoval);
  const { formik, guard, saving } = useRecordForm({
    record: portion,
    form: portionForm,
    save: useAppSelector(selectPortionSave),
    submit: (form) => dispatch(portionActions.saveRequested({ id, values: valuesOfForm(itemId, form) })),
  });
  const portionsPath = pathTo('Portions', { itemGroupId, itemId });
  const backGuard = usePortionBack(guard, portionsPath);
  const back = <GuardedBackButton guard={backGuard} fallbackPath={portionsPath} />;
  const remove = useRemoveEntry({ id, removal, question: REMOVE_QUESTION, remove: () => dispatch(portionActions.removeRequested({ itemGroupId, id })) });
  const formId = `portion-form-${id}`;

  return (
    <>
      <PageHeader title={TITLE} start={back} end={<MoreMenu entries={[remove]} />} />
      <IonContent>
        <SaveForm formik={formik} saving={saving} id={formId}>
          <PortionFields formik={formik} />
        </SaveForm>
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <SaveButton formik={formik} saving={saving} form={formId} />
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
