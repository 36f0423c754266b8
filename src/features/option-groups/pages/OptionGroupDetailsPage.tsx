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
import { OptionsLink } from '@/features/options/components/OptionsLink';
import { selectOptionCount } from '@/features/options/selectors';
import type { OptionGroup } from '../api';
import { optionGroupForm } from '../components/OptionGroupFields';
import { canRemoveOptionGroup, formOfOptionGroup, valuesOfForm } from '../rules';
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
  const { id } = optionGroup;
  const toggling = useAppSelector((state) => selectIsTogglingOptionGroup(state, id));
  const removal = useAppSelector(selectOptionGroupRemoval);
  const optionCount = useAppSelector((state) => selectOptionCount(state, id));
  const { formik, guard, saving } = useRecordForm({
    record: optionGroup,
    form: optionGroupForm,
    formOf: formOfOptionGroup,
    save: useAppSelector(selectOptionGroupSave),
    // 'Ativo?' has its own switch, which saves at once; the form never overwrites it.
    submit: (form) => dispatch(optionGroupActions.saveRequested({ id, values: { ...valuesOfForm(optionGroup.groupId, form), isActive: optionGroup.isActive } })),
  });
  const remove = useRemoveEntry({
    id,
    removal,
    question: REMOVE_QUESTION,
    // A group known to have options is refused by the saga with the spec's reason, without a question first.
    ask: canRemoveOptionGroup(optionCount),
    remove: () => dispatch(optionGroupActions.removeRequested({ id })),
  });
  const back = <GuardedBackButton guard={guard} fallbackPath={pathTo('OptionGroups', { itemGroupId })} />;

  return (
    <>
      <PageHeader title={TITLE} start={back} end={<MoreMenu entries={[remove]} />} />
      <IonContent>
        <IonList>
          <SwitchRow label="Ativo?" checked={optionGroup.isActive} disabled={toggling} onChange={(isActive) => dispatch(optionGroupActions.activeToggled({ id, isActive }))} />
        </IonList>
        <SaveForm formik={formik} saving={saving}>
          <optionGroupForm.Fields formik={formik} />
        </SaveForm>
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
