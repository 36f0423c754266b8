import { IonItem, IonLabel, IonList, IonListHeader } from '@ionic/react';
import type { Invoice } from '@contract/ordering';
import { paymentLineOf } from '@/ordering/invoices/receipt';

/**
 * The comanda's parts paid one by one ('Dividir conta', a partial payment): method and amount, who took it and when,
 * and for cash what was received and the change.
 */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const payments = invoice.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <IonList className="invoice-payments" data-testid="invoice-payments" aria-label="Pagamentos">
      <IonListHeader>
        <IonLabel>Pagamentos</IonLabel>
      </IonListHeader>
      {payments.map((payment) => {
        const line = paymentLineOf(payment);
        return (
          <IonItem key={payment.id} lines="none">
            <IonLabel className="ion-text-wrap">
              <h3>{line.title}</h3>
              <p>{line.detail}</p>
            </IonLabel>
          </IonItem>
        );
      })}
    </IonList>
  );
}
