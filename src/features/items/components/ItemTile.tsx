import { pathTo } from '@/shared/routing/paths';
import { offChip, RecordTile } from '@/shared/menu/RecordTile';
import type { Item } from '../api';

export function ItemTile({ item }: { item: Item }) {
  return (
    <RecordTile
      to={pathTo('ItemDetails', { itemGroupId: item.groupId, itemId: item.id })}
      title={item.name}
      subtitle={item.description ?? undefined}
      price={item.price}
      photo={item}
      chips={offChip('Indisponível', item.isAvailable)}
    />
  );
}
