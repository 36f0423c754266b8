import { IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import type { Invoice } from '../../../../contract/ordering';
import { formatMoney } from '../../../shared/lib/money';
import { invoiceTotalsOf } from '../rules';

function Row({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <IonItem lines="none" className={`invoice-amount-row${strong ? ' invoice-amount-strong' : ''}`}>
      <IonLabel>{label}</IonLabel>
      <IonNote slot="end">{formatMoney(amount)}</IonNote>
    </IonItem>
  );
}

export function InvoiceAmounts({ invoice }: { invoice: Invoice }) {
  const totals = invoiceTotalsOf(invoice);
  return (
    <IonList aria-label="Valores">
      {totals.deliveryFee !== null ? <Row label="Taxa de entrega" amount={totals.deliveryFee} /> : null}
      <Row label="Total" amount={totals.total} strong />
      <Row label={totals.settledLabel} amount={totals.settled} />
      {totals.change !== null ? <Row label="Troco" amount={totals.change} /> : null}
    </IonList>
  );
}
