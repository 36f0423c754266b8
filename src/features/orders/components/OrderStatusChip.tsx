import { IonChip } from '@ionic/react';
import type { OrderStatus } from '@contract/ordering';
import { statusChipOf } from '@/shared/ordering/orderDisplay';
import '@/shared/ui/status-chips.css';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const chip = statusChipOf(status);
  return (
    <IonChip className={`status-chip tone-${chip.color}`}>
      {chip.label}
    </IonChip>
  );
}
