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
import type { Option } from '../api';
import { optionForm } from '../components/optionForm';
import { formOfOption, valuesOfForm } from '../rules';
import { selectIsTogglingOption, selectOptionById, selectOptionDetail, selectOptionRemoval, selectOptionSave } from '../selectors';
import { optionActions } from '../slice';

const TITLE = 'Opção';
export const REMOVE_QUESTION = 'Deseja realmente remover a opção?';

function OptionEditor({ option, itemGroupId }: { option: Option; itemGroupId: number }) {
  const dispatch = useAppDispatch();
  const { id } = option;
  const toggling = useAppSelector((state) => selectIsTogglingOption(state, id));
  const removal = useAppSelector(selectOptionRemoval);
  const { formik, guard, saving } = useRecordForm({
    record: option,
    form: optionForm,
    formOf: formOfOption,
    save: useAppSelector(selectOptionSave),
    // Availability has its own switch, which saves at once; the form never overwrites it.
    submit: (form) => dispatch(optionActions.saveRequested({ id, values: { ...valuesOfForm(option.groupId, form), isAvailable: option.isAvailable } })),
  });
  const remove = useRemoveEntry({ id, removal, question: REMOVE_QUESTION, remove: () => dispatch(optionActions.removeRequested({ itemGroupId, id })) });
  const back = <GuardedBackButton guard={guard} fallbackPath={pathTo('Options', { itemGroupId, optionGroupId: option.groupId })} />;

  return (
    <>
      <PageHeader title={TITLE} start={back} end={<MoreMenu entries={[remove]} />} />
      <IonContent>
        <IonList>
          <SwitchRow
            label="Disponível?"
            checked={option.isAvailable}
            disabled={toggling}
            onChange={(isAvailable) => dispatch(optionActions.availabilityToggled({ id, isAvailable }))}
          />
        </IonList>
        <SaveForm formik={formik} saving={saving}>
          <optionForm.Fields formik={formik} />
        </SaveForm>
      </IonContent>
    </>
  );
}

export default menuDetailsScreen({
  title: TITLE,
  label: 'a opção',
  params: ['itemGroupId', 'optionGroupId', 'optionId'],
  listPath: ({ itemGroupId, optionGroupId }) => pathTo('Options', { itemGroupId, optionGroupId }),
  otherRecords: 'Ver outras opções',
  selectRecord: (state: RootState, { optionId }) => selectOptionById(state, optionId),
  selectDetail: (state: RootState, { optionId }) => selectOptionDetail(state, optionId),
  loadRequested: ({ optionId }) => optionActions.loadRequested({ id: optionId }),
  Editor: ({ record, ids }) => <OptionEditor option={record} itemGroupId={ids.itemGroupId} />,
});
