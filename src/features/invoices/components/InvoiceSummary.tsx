import { IonIcon, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';
import type { Invoice } from '@contract/ordering';
import { formatMoney } from '@/shared/lib/money';
import { invoiceStatusLabels } from '@/ordering/invoices/rules';
import { locationsOf } from '@/ordering/invoices/receipt';
import { needsPaymentConfirmation } from '../rules';
import { InvoiceBadges } from './InvoiceBadges';

/** The head of the details screen: where, how much, how it is paid and where it stands. */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  return (
    <>
      {needsPaymentConfirmation(invoice) ? (
        <div className="invoice-attention" role="status">
          <IonIcon icon={alertCircle} aria-hidden="true" />
          <span>Necessita de confirmação do pagamento.</span>
        </div>
      ) : null}
      <IonList>
        <IonItem lines="none">
          <IonLabel className="ion-text-wrap">
            <p>Local</p>
            <h2 data-testid="invoice-locations">{locationsOf(invoice).join(', ')}</h2>
          </IonLabel>
          <div slot="end">
            <InvoiceBadges invoice={invoice} />
          </div>
        </IonItem>
        <IonItem lines="none">
          <IonLabel>
            <p>Situação</p>
            <h2 data-testid="invoice-status">{invoiceStatusLabels[invoice.status]}</h2>
          </IonLabel>
          <IonNote slot="end" className="invoice-summary-total" data-testid="invoice-total">
            {formatMoney(invoice.total)}
          </IonNote>
        </IonItem>
      </IonList>
    </>
  );
}
