import { IonChip, IonItem, IonLabel, IonNote } from '@ionic/react';
import { pathTo } from '@/shared/routing/paths';
import { formatMoney } from '@/shared/lib/money';
import type { Portion } from '../api';

/** Spec 2: name, price and the chip 'Indisponível' when unavailable. */
export function PortionTile({ portion, itemGroupId }: { portion: Portion; itemGroupId: number }) {
  return (
    <IonItem routerLink={pathTo('PortionDetails', { itemGroupId, itemId: portion.itemId, portionId: portion.id })} detail>
      <IonLabel>
        <h2>{portion.name}</h2>
        <IonNote>{formatMoney(portion.price)}</IonNote>
      </IonLabel>
      {portion.isAvailable ? null : (
        <IonChip slot="end" color="medium">
          Indisponível
        </IonChip>
      )}
    </IonItem>
  );
}
