import { IonChip } from '@ionic/react';
import type { OrderStatus } from '../../../../contract/ordering';
import { statusChipOf } from '../../../shared/ordering/orderDisplay';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const chip = statusChipOf(status);
  return (
    <IonChip color={chip.color} className="order-chip" outline={false}>
      {chip.label}
    </IonChip>
  );
}
