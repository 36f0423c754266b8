import { pathTo } from '@/shared/routing/paths';
import { offChip, RecordTile } from '@/shared/menu/RecordTile';
import type { ItemGroup } from '../api';

export function ItemGroupTile({ itemGroup }: { itemGroup: ItemGroup }) {
  return (
    <RecordTile
      to={pathTo('ItemGroupDetails', { itemGroupId: itemGroup.id })}
      title={itemGroup.title}
      photo={itemGroup}
      chips={offChip('Inativo', itemGroup.isActive)}
    />
  );
}
