import { IonButton, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import type { Invoice } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatMoney, fromCents, toCents } from '@/shared/lib/money';
import { useConfirm } from '@/shared/ui/useConfirm';
import { isPartlyPaid, paidOf, remainingOf } from '@/ordering/invoices/rules';
import { canRemoveServiceCharge, invoiceTotalsOf } from '@/ordering/invoices/receipt';
import { selectIsRemovingServiceCharge } from '@/ordering/invoices/selectors';
import { serviceChargeRemovalRequested } from '@/ordering/invoices/slice';

function Row({ label, amount, strong, struck }: { label: string; amount: number; strong?: boolean; struck?: boolean }) {
  const classes = ['invoice-amount-row', strong && 'invoice-amount-strong', struck && 'invoice-amount-canceled'];
  return (
    <IonItem lines="none" className={classes.filter(Boolean).join(' ')}>
      <IonLabel>{label}</IonLabel>
      <IonNote slot="end">{formatMoney(amount)}</IonNote>
    </IonItem>
  );
}

/** 'Remover taxa de serviço': asks first, naming the amount and the total it leaves, since the customer sees the bill. */
function RemoveServiceCharge({ invoice }: { invoice: Invoice }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const removing = useAppSelector((state) => selectIsRemovingServiceCharge(state, invoice.id));
  const remove = async () => {
    const yes = await confirm({
      header: 'Remover taxa de serviço',
      message: `Tirar ${formatMoney(invoice.serviceCharge)} de taxa de serviço desta comanda? O total passa a ${formatMoney(fromCents(toCents(invoice.total) - toCents(invoice.serviceCharge)))}.`,
    });
    if (yes) dispatch(serviceChargeRemovalRequested(invoice.id));
  };
  return (
    <div className="ion-padding-horizontal invoice-service-charge-action">
      <IonButton fill="clear" disabled={removing} onClick={() => void remove()}>
        Remover taxa de serviço
      </IonButton>
    </div>
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
    <>
      <IonList aria-label="Valores">
        {totals.deliveryFee !== null ? <Row label="Taxa de entrega" amount={totals.deliveryFee} /> : null}
        {totals.serviceCharge !== null ? <Row label={totals.serviceCharge.label} amount={totals.serviceCharge.amount} /> : null}
        <Row label="Total" amount={totals.total} strong />
        {isPartlyPaid(invoice) ? (
          <>
            <Row label="Pago" amount={paidOf(invoice)} />
            <Row label="Falta" amount={remainingOf(invoice)} strong />
          </>
        ) : (
          <>
            <Row label={totals.settledLabel} amount={totals.settled} />
            {totals.change !== null ? <Row label="Troco" amount={totals.change} /> : null}
          </>
        )}
      </IonList>
      {totals.serviceChargeRemoval !== null ? (
        <p className="ion-padding-horizontal invoice-service-charge-removed" data-testid="service-charge-removed">
          {totals.serviceChargeRemoval}
        </p>
      ) : null}
      {canRemoveServiceCharge(invoice) ? <RemoveServiceCharge invoice={invoice} /> : null}
    </>
  );
}
