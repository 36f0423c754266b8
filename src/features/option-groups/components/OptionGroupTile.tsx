import { IonReorder } from '@ionic/react';
import { pathTo } from '@/shared/routing/paths';
import { offChip, RecordTile, type RecordChip } from '@/shared/menu/RecordTile';
import type { OptionGroup } from '../api';
import { quantityTextOf } from '../rules';

interface Props {
  optionGroup: OptionGroup;
  /** In reorder mode the tile is a drag handle, not a link. */
  reordering: boolean;
}

const REQUIRED: RecordChip = { label: 'Obrigatório', color: 'primary' };

/** Spec 2: the title, how many options may be picked, and the chips 'Obrigatório' and 'Inativo'. */
export function OptionGroupTile({ optionGroup, reordering }: Props) {
  return (
    <RecordTile
      to={reordering ? undefined : pathTo('OptionGroupDetails', { itemGroupId: optionGroup.groupId, optionGroupId: optionGroup.id })}
      title={optionGroup.title}
      subtitle={quantityTextOf(optionGroup.maxLength)}
      chips={[...(optionGroup.isRequired ? [REQUIRED] : []), ...offChip('Inativo', optionGroup.isActive)]}
      end={reordering ? <IonReorder slot="end" /> : null}
      testId="option-group-tile"
    />
  );
}
