import { IonIcon } from '@ionic/react';
import type { OrderType } from '@contract/ordering';
import { typeIconOf } from '@/shared/ordering/orderDisplay';
import { orderTypeIcons } from './icons';

const typeNames: Record<OrderType, string> = { 0: 'No local', 1: 'Para levar', 2: 'Retirada', 3: 'Delivery' };

export function OrderTypeIcon({ type, slot }: { type: OrderType; slot?: string }) {
  const icon = orderTypeIcons[typeIconOf(type)];
  if (!icon) return null;
  return <IonIcon icon={icon} slot={slot} aria-label={typeNames[type]} className="order-type-icon" />;
}
