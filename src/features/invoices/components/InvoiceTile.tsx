import { IonItem, IonLabel } from '@ionic/react';
import { useEffect } from 'react';
import type { Invoice, Order } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useIsPaneRecord } from '@/shared/layout/Workspace';
import { pathTo } from '@/shared/routing/paths';
import { formatMoney } from '@/shared/lib/money';
import { formatTime } from '@/shared/lib/time';
import { RelativeTime } from '@/shared/ui/RelativeTime';
import { selectBillRequestIds } from '@/ordering/alerts/selectors';
import { lastUpdateOf } from '@/ordering/invoices/rules';
import { paidAndRemainingTextOf } from '../rules';
import { selectInvoiceById, selectInvoiceLoad } from '@/ordering/invoices/selectors';
import { invoiceLoadRequested } from '@/ordering/invoices/slice';
import { InvoiceBadges } from './InvoiceBadges';
import { InvoiceQueuedNotice } from './InvoiceQueuedNotice';

interface Props {
  invoiceId: number;
  /** Today's rows show relative times; older days show the clock time under their day header. */
  relative: boolean;
}

const itemsSummaryOf = (order: Order | undefined): string =>
  order ? order.items.map((item) => `${item.quantity}x ${item.name}`).join(', ') : '';

/**
 * Reads its own invoice, so that one invoice arriving renders its tile alone, not the whole list; marked while the
 * pane beside the list shows it (a wide screen).
 */
export function InvoiceTile({ invoiceId, relative }: Props) {
  const invoice = useAppSelector((state) => selectInvoiceById(state, invoiceId));
  const selected = useIsPaneRecord(invoiceId);
  return invoice ? <LoadedInvoiceTile invoice={invoice} relative={relative} selected={selected} /> : null;
}

function LoadedInvoiceTile({ invoice, relative, selected }: { invoice: Invoice; relative: boolean; selected: boolean }) {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => selectInvoiceLoad(state, invoice.id));
  const billAsked = useAppSelector((state) => selectBillRequestIds(state).includes(invoice.id)) && invoice.status === 'closing';
  const hasOrders = invoice.orders !== undefined;

  // The list rows come without orders; the tile fetches its invoice once to show what the first order holds.
  // In a task of its own, not in the one that renders a new page of tiles; a tile scrolled past first asks nothing.
  useEffect(() => {
    if (hasOrders || load.status !== 'idle') return undefined;
    const request = setTimeout(() => dispatch(invoiceLoadRequested(invoice.id)));
    return () => clearTimeout(request);
  }, [hasOrders, load.status, invoice.id, dispatch]);

  const updatedAt = lastUpdateOf(invoice);
  const summary = itemsSummaryOf(invoice.orders?.[0]);
  return (
    <IonItem
      routerLink={pathTo('InvoiceDetails', { invoiceId: invoice.id })}
      detail={false}
      data-testid={`invoice-${invoice.id}`}
      className={[selected && 'workspace-selected', billAsked && 'invoice-tile--bill'].filter(Boolean).join(' ') || undefined}
      aria-current={selected ? 'true' : 'false'}
    >
      <IonLabel>
        <h2>
          {`#${invoice.code} · ${invoice.location}`}
          {billAsked ? <span className="invoice-tile-bill">Pediu a conta</span> : null}
        </h2>
        <p>{invoice.name}</p>
        <p data-testid="invoice-first-order">{summary || ' '}</p>
        {paidAndRemainingTextOf(invoice) ? <p className="invoice-tile-paid">{paidAndRemainingTextOf(invoice)}</p> : null}
        <InvoiceQueuedNotice invoice={invoice} />
      </IonLabel>
      <div slot="end" className="invoice-tile-end">
        <span className="invoice-tile-time">{relative ? <RelativeTime date={updatedAt} /> : formatTime(updatedAt)}</span>
        <span className="invoice-tile-total">{formatMoney(invoice.total)}</span>
        <InvoiceBadges invoice={invoice} />
      </div>
    </IonItem>
  );
}
