import type { Invoice } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectOutboxSending, selectQueuedConfirmation } from '@/ordering/outbox/selectors';
import { queuedCommandUndone } from '@/ordering/outbox/slice';
import { QueuedNotice } from '@/shared/ui/QueuedNotice';
import { useTerms } from '@/shared/variant';

/** A 'Confirmar pagamento' taken with the link down, on the comanda's tile and record, with 'Desfazer' until it is sent. */
export function InvoiceQueuedNotice({ invoice }: { invoice: Pick<Invoice, 'id' | 'code'> }) {
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const entry = useAppSelector((state) => selectQueuedConfirmation(state, invoice.id));
  const sending = useAppSelector(selectOutboxSending);
  if (!entry) return null;
  return (
    <QueuedNotice
      what="Confirmar pagamento"
      undoLabel={`Desfazer Confirmar pagamento da ${terms.invoice.toLowerCase()} #${invoice.code}`}
      sending={sending === entry.key}
      onUndo={() => dispatch(queuedCommandUndone(entry))}
      testId={`invoice-queued-${invoice.id}`}
    />
  );
}
