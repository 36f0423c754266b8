import { useAppSelector } from '@/app/hooks';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
import { RecordListPage } from '@/shared/menu/RecordListPage';
import { CreateOptionModal } from '../components/CreateOptionModal';
import { optionLists } from '../components/OptionsLink';
import { OptionTile } from '../components/OptionTile';
import { selectListedOptions } from '../selectors';

const TITLE = 'Opções';

function Options({ itemGroupId, optionGroupId }: { itemGroupId: number; optionGroupId: number }) {
  const options = useAppSelector((state) => selectListedOptions(state, optionGroupId));
  const createModal = (isOpen: boolean, onClose: () => void) => (
    <CreateOptionModal itemGroupId={itemGroupId} optionGroupId={optionGroupId} isOpen={isOpen} onClose={onClose} />
  );
  const header = { title: TITLE, backTo: pathTo('OptionGroupDetails', { itemGroupId, optionGroupId }) };
  return (
    <RecordListPage records={optionLists} parentId={optionGroupId} header={header} label="as opções" empty={{ title: 'Sem opções' }} newLabel="Nova opção" createModal={createModal}>
      {options.map((option) => (
        <OptionTile key={option.id} option={option} itemGroupId={itemGroupId} />
      ))}
    </RecordListPage>
  );
}

export default function OptionsPage() {
  const params = useRouteParams('itemGroupId', 'optionGroupId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="as opções" message={params.message} backTo={paths.ItemGroups} />;
  return <Options {...params.values} />;
}
