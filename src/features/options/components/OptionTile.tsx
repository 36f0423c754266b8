import { IonChip, IonItem, IonLabel, IonNote } from '@ionic/react';
import { pathTo } from '@/shared/routing/paths';
import { formatMoney } from '@/shared/lib/money';
import type { Option } from '../api';

/** Spec 2: an unavailable option shows 'Indisponível'. */
export function OptionTile({ option, itemGroupId }: { option: Option; itemGroupId: number }) {
  return (
    <IonItem routerLink={pathTo('OptionDetails', { itemGroupId, optionGroupId: option.groupId, optionId: option.id })} detail>
      <IonLabel>
        <h2>{option.name}</h2>
        {option.description ? <p>{option.description}</p> : null}
        <IonNote>{formatMoney(option.price)}</IonNote>
      </IonLabel>
      {option.isAvailable ? null : (
        <IonChip slot="end" color="medium">
          Indisponível
        </IonChip>
      )}
    </IonItem>
  );
}
