import { IonChip, IonItem, IonLabel } from '@ionic/react';
import { memo } from 'react';
import type { OrderPayment } from '@contract/order-payments';
import { useTerms } from '@/shared/variant';
import { formatMoney } from '@/shared/lib/money';
import { formatTime } from '@/shared/lib/time';
import { RelativeTime } from '@/shared/ui/RelativeTime';
import { paymentMethodLabelOf, paymentStatusChipOf } from '@/ordering/payments/rules';
import '@/shared/ui/status-chips.css';

interface Props {
  payment: OrderPayment;
  /** Today's tiles show how long ago; older days show the time of day under their header. */
  relative: boolean;
  /** Where a tap goes: the invoice the payment settles. */
  href: string;
  /** That invoice is open beside the list (a wide screen). */
  selected?: boolean;
}

/** Amount, the invoice and place it settles, status and method; a tap opens that invoice. */
export const OrderPaymentTile = memo(function OrderPaymentTile({ payment, relative, href, selected = false }: Props) {
  const chip = paymentStatusChipOf(payment.status);
  const method = paymentMethodLabelOf(payment);
  const terms = useTerms();
  return (
    <IonItem
      routerLink={href}
      detail={false}
      lines="full"
      className={selected ? 'workspace-selected' : undefined}
      aria-current={selected ? 'true' : 'false'}
    >
      <IonLabel>
        <h2 className="payment-amount">{formatMoney(payment.amount)}</h2>
        <p className="payment-invoice">{`${terms.invoice} #${payment.invoiceCode} · ${payment.invoiceLocation}`}</p>
        {method ? <p>{method}</p> : null}
      </IonLabel>
      <div slot="end" className="payment-tile-end">
        <IonChip className={`status-chip tone-${chip.color}`}>
          {chip.label}
        </IonChip>
        <span className="payment-time">
          {relative ? (
            <RelativeTime date={payment.lastUpdate} />
          ) : (
            <time dateTime={payment.lastUpdate}>{formatTime(payment.lastUpdate)}</time>
          )}
        </span>
      </div>
    </IonItem>
  );
});
