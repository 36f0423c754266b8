import { IonChip, IonItem, IonLabel, IonReorder } from '@ionic/react';
import { pathTo } from '@/shared/routing/paths';
import type { OptionGroup } from '../api';
import { quantityTextOf } from '../rules';

interface Props {
  optionGroup: OptionGroup;
  /** In reorder mode the tile is a drag handle, not a link. */
  reordering: boolean;
}

/** Spec 2: the title, how many options may be picked, and the chips 'Obrigatório' and 'Inativo'. */
export function OptionGroupTile({ optionGroup, reordering }: Props) {
  const link = reordering
    ? {}
    : { routerLink: pathTo('OptionGroupDetails', { itemGroupId: optionGroup.groupId, optionGroupId: optionGroup.id }), detail: true };
  return (
    <IonItem {...link} data-testid="option-group-tile">
      <IonLabel>
        <h2>{optionGroup.title}</h2>
        <p>{quantityTextOf(optionGroup.maxLength)}</p>
      </IonLabel>
      {optionGroup.isRequired ? (
        <IonChip slot="end" color="primary">
          Obrigatório
        </IonChip>
      ) : null}
      {optionGroup.isActive ? null : (
        <IonChip slot="end" color="medium">
          Inativo
        </IonChip>
      )}
      {reordering ? <IonReorder slot="end" /> : null}
    </IonItem>
  );
}
