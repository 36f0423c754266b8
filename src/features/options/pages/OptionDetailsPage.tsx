import type { RootState } from '@/app/rootReducer';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { RecordEditor } from '@/shared/menu/RecordEditor';
import { pathTo } from '@/shared/routing/paths';
import type { Option } from '../api';
import { optionForm } from '../components/optionForm';
import { valuesOfForm } from '../rules';
import { selectIsTogglingOption, selectOptionById, selectOptionDetail, selectOptionRemoval, selectOptionSave } from '../selectors';
import { optionActions } from '../slice';

const TITLE = 'Opção';
export const REMOVE_QUESTION = 'Deseja realmente remover a opção?';

function OptionEditor({ option, itemGroupId }: { option: Option; itemGroupId: number }) {
  const { id } = option;
  return (
    <RecordEditor
      record={option}
      title={TITLE}
      listPath={pathTo('Options', { itemGroupId, optionGroupId: option.groupId })}
      form={optionForm}
      save={{ select: selectOptionSave, requested: (form) => optionActions.saveRequested({ id, values: { ...valuesOfForm(option.groupId, form), isAvailable: option.isAvailable } }) }}
      removal={{ select: selectOptionRemoval, question: REMOVE_QUESTION, requested: () => optionActions.removeRequested({ itemGroupId, id }) }}
      switchRow={{
        label: 'Disponível?',
        checked: option.isAvailable,
        selectToggling: selectIsTogglingOption,
        toggled: (isAvailable) => optionActions.availabilityToggled({ id, isAvailable }),
      }}
    />
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
