import type { RootState } from '@/app/rootReducer';
import { useAppSelector } from '@/app/hooks';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { RecordEditor } from '@/shared/menu/RecordEditor';
import { pathTo } from '@/shared/routing/paths';
import { OptionsLink } from '@/features/options/components/OptionsLink';
import { selectOptionCount } from '@/features/options/selectors';
import type { OptionGroup } from '../api';
import { optionGroupForm } from '../components/OptionGroupFields';
import { canRemoveOptionGroup, valuesOfForm, type OptionGroupForm } from '../rules';
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
  const { id } = optionGroup;
  const optionCount = useAppSelector((state) => selectOptionCount(state, id));
  const removal = {
    select: selectOptionGroupRemoval,
    question: REMOVE_QUESTION,
    // A group known to have options is refused by the saga with the spec's reason, without a question first.
    ask: canRemoveOptionGroup(optionCount),
    requested: () => optionGroupActions.removeRequested({ id }),
  };
  const save = (form: OptionGroupForm) => optionGroupActions.saveRequested({ id, values: { ...valuesOfForm(optionGroup.groupId, form), isActive: optionGroup.isActive } });
  return (
    <RecordEditor
      record={optionGroup}
      title={TITLE}
      listPath={pathTo('OptionGroups', { itemGroupId })}
      form={optionGroupForm}
      save={{ select: selectOptionGroupSave, requested: save }}
      removal={removal}
      switchRow={{
        label: 'Ativo?',
        checked: optionGroup.isActive,
        selectToggling: selectIsTogglingOptionGroup,
        toggled: (isActive) => optionGroupActions.activeToggled({ id, isActive }),
      }}
    >
      <OptionsLink itemGroupId={itemGroupId} optionGroupId={id} />
    </RecordEditor>
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
