import { IonChip, IonIcon } from '@ionic/react';
import { alertCircle, checkmarkDoneCircle } from 'ionicons/icons';
import type { Invoice } from '@contract/ordering';
import { invoiceChipOf, invoiceIconsOf, type InvoiceIcon } from '../rules';
import '@/shared/ui/status-chips.css';

const icons: Record<InvoiceIcon, { icon: string; color: string; label: string }> = {
  done: { icon: checkmarkDoneCircle, color: 'success', label: 'Pago' },
  priority: { icon: alertCircle, color: 'warning', label: 'Pré-pagamento pendente' },
};

/** The payment chip and the done/priority icons, the same on the tile and on the details screen. */
export function InvoiceBadges({ invoice }: { invoice: Pick<Invoice, 'paymentMethod' | 'status' | 'prepay'> }) {
  const chip = invoiceChipOf(invoice);
  return (
    <span className="invoice-badges">
      {invoiceIconsOf(invoice).map((kind) => (
        <IonIcon
          key={kind}
          icon={icons[kind].icon}
          color={icons[kind].color}
          role="img"
          aria-label={icons[kind].label}
          data-icon={kind}
        />
      ))}
      <IonChip className={`status-chip tone-${chip.color}`}>
        {chip.label}
      </IonChip>
    </span>
  );
}
