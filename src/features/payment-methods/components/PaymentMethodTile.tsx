import { IonChip, IonItem, IonLabel } from '@ionic/react';
import { pathTo } from '@/shared/routing/paths';
import type { PaymentMethod } from '../api';
import { visibilityChipOf } from '../rules';

export function PaymentMethodTile({ method }: { method: PaymentMethod }) {
  return (
    <IonItem routerLink={pathTo('PaymentMethodDetails', { paymentMethodId: method.id })} detail>
      <IonLabel>{method.name}</IonLabel>
      <IonChip slot="end" color={method.isPublic ? 'success' : 'medium'}>
        {visibilityChipOf(method)}
      </IonChip>
    </IonItem>
  );
}
