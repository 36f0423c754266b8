import { pathTo } from '@/shared/routing/paths';
import { offChip, RecordTile } from '@/shared/menu/RecordTile';
import type { Option } from '../api';

/** Spec 2: an unavailable option shows 'Indisponível'. */
export function OptionTile({ option, itemGroupId }: { option: Option; itemGroupId: number }) {
  return (
    <RecordTile
      to={pathTo('OptionDetails', { itemGroupId, optionGroupId: option.groupId, optionId: option.id })}
      title={option.name}
      subtitle={option.description ?? undefined}
      price={option.price}
      chips={offChip('Indisponível', option.isAvailable)}
    />
  );
}
