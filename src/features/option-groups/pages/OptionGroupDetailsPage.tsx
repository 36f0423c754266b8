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
import { OptionsLink } from '@/features/options/components/OptionsLink';
import { selectOptionCount } from '@/features/options/selectors';
import type { OptionGroup } from '../api';
import { OptionGroupFields } from '../components/OptionGroupFields';
import { canRemoveOptionGroup, formOfOptionGroup, valuesOfForm, type OptionGroupForm } from '../rules';
import { optionGroupSchema } from '../schema';
import {
  selectIsTogglingOptionGroup,
  selectOptionGroupById,
  selectOptionGroupDetail,
  selectOptionGroupRemoval,
  selectOptionGroupSave,
} from '../selectors';
import { optionGroupActions } from '../slice';

const TITLE = 'Opcional';
export const REMOVE_QUESTION = 'Deseja realmente remover o opcional?';

function OptionGroupEditor({ optionGroup, itemGroupId }: { optionGroup: OptionGroup; itemGroupId: number }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const { id } = optionGroup;
  const toggling = useAppSelector((state) => selectIsTogglingOptionGroup(state, id));
  const save = useAppSelector(selectOptionGroupSave);
  const removal = useAppSelector(selectOptionGroupRemoval);
  const optionCount = useAppSelector((state) => selectOptionCount(state, id));
  const formik = useFormik<OptionGroupForm>({
    initialValues: formOfOptionGroup(optionGroup),
    validationSchema: optionGroupSchema,
    // 'Ativo?' has its own switch, which saves at once; the form never overwrites it.
    onSubmit: (form) => {
      dispatch(optionGroupActions.saveRequested({ id, values: { ...valuesOfForm(optionGroup.groupId, form), isActive: optionGroup.isActive } }));
    },
  });
  const guard = useLeaveGuard(formik.dirty);
  const { resetForm } = formik;
  const savedHere = useCallback(() => resetForm({ values: formOfOptionGroup(optionGroup) }), [resetForm, optionGroup]);
  useDoneOnce(save, id, savedHere);
  const saving = save.id === id && save.status === 'pending';

  const remove = async () => {
    // A group known to have options is refused by the saga with the spec's reason, without a question first.
    if (canRemoveOptionGroup(optionCount) && !(await confirm({ header: 'Atenção', message: REMOVE_QUESTION }))) return;
    dispatch(optionGroupActions.removeRequested({ id }));
  };
  const menu = (
    <MoreMenu
      entries={[{ label: 'Remover', icon: trashOutline, onSelect: () => void remove(), disabled: removal.id === id && removal.status === 'pending' }]}
    />
  );

  return (
    <>
      <PageHeader
        title={TITLE}
        start={<GuardedBackButton guard={guard} fallbackPath={pathTo('OptionGroups', { itemGroupId })} />}
        end={menu}
      />
      <IonContent>
        <IonList>
          <IonItem lines="full">
            <IonToggle
              checked={optionGroup.isActive}
              disabled={toggling}
              onIonChange={(event) => dispatch(optionGroupActions.activeToggled({ id, isActive: event.detail.checked }))}
            >
              Ativo?
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
            <OptionGroupFields formik={formik} />
          </IonList>
          <IonButton type="submit" expand="block" className="ion-margin" disabled={!formik.dirty || saving}>
            Salvar
          </IonButton>
        </form>
        <IonList>
          <OptionsLink itemGroupId={itemGroupId} optionGroupId={id} />
        </IonList>
      </IonContent>
    </>
  );
}

export default menuDetailsScreen({
  title: TITLE,
  label: 'o opcional',
  params: ['itemGroupId', 'optionGroupId'],
  listPath: ({ itemGroupId }) => pathTo('OptionGroups', { itemGroupId }),
  otherRecords: 'Ver outros opcionais',
  selectRecord: (state: RootState, { optionGroupId }) => selectOptionGroupById(state, optionGroupId),
  selectDetail: (state: RootState, { optionGroupId }) => selectOptionGroupDetail(state, optionGroupId),
  loadRequested: ({ optionGroupId }) => optionGroupActions.loadRequested({ id: optionGroupId }),
  Editor: ({ record, ids }) => <OptionGroupEditor optionGroup={record} itemGroupId={ids.itemGroupId} />,
});
