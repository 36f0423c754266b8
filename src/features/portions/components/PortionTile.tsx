import { pathTo } from '@/shared/routing/paths';
import { offChip, RecordTile } from '@/shared/menu/RecordTile';
import type { Portion } from '../api';

/** Spec 2: name, price and the chip 'Indisponível' when unavailable. */
export function PortionTile({ portion, itemGroupId }: { portion: Portion; itemGroupId: number }) {
  return (
    <RecordTile
      to={pathTo('PortionDetails', { itemGroupId, itemId: portion.itemId, portionId: portion.id })}
      title={portion.name}
      price={portion.price}
      chips={offChip('Indisponível', portion.isAvailable)}
    />
  );
}
