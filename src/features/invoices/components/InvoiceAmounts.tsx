import { IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import type { Invoice } from '@contract/ordering';
import { formatMoney } from '@/shared/lib/money';
import { invoiceTotalsOf } from '@/ordering/invoices/rules';

function Row({ label, amount, strong, struck }: { label: string; amount: number; strong?: boolean; struck?: boolean }) {
  const classes = ['invoice-amount-row', strong && 'invoice-amount-strong', struck && 'invoice-amount-canceled'];
  return (
    <IonItem lines="none" className={classes.filter(Boolean).join(' ')}>
      <IonLabel>{label}</IonLabel>
      <IonNote slot="end">{formatMoney(amount)}</IonNote>
    </IonItem>
  );
}

export function InvoiceAmounts({ invoice }: { invoice: Invoice }) {
  const totals = invoiceTotalsOf(invoice);
  if (totals.canceledTotal !== null) {
    // Nothing is to be received: the total it had, struck through, under its state.
    return (
      <IonList aria-label="Valores">
        <Row label="Total (cancelado)" amount={totals.canceledTotal} strong struck />
      </IonList>
    );
  }
  return (
    <IonList aria-label="Valores">
      {totals.deliveryFee !== null ? <Row label="Taxa de entrega" amount={totals.deliveryFee} /> : null}
      <Row label="Total" amount={totals.total} strong />
      <Row label={totals.settledLabel} amount={totals.settled} />
      {totals.change !== null ? <Row label="Troco" amount={totals.change} /> : null}
    </IonList>
  );
}
