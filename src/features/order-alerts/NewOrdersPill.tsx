import { IonIcon } from '@ionic/react';
import { arrowUp } from 'ionicons/icons';
import { newOrdersLabel } from '@/ordering/alerts/rules';
import './orderAlerts.css';

/** Over a list scrolled down: new orders are at the top, out of sight; a tap goes there. */
export function NewOrdersPill({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <button type="button" className="new-orders-pill" slot="fixed" onClick={onClick}>
      <IonIcon icon={arrowUp} aria-hidden="true" />
      <span>{newOrdersLabel(count)}</span>
    </button>
  );
}
