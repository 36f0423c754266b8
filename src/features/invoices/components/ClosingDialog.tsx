import { IonButton, IonItem, IonLabel, IonList, IonModal, IonNote, IonSpinner } from '@ionic/react';
import { useCallback, useState } from 'react';
import type { Invoice } from '@contract/ordering';
import { paymentMethodLabels, takesChange } from '@contract/payment-methods';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useTerms } from '@/shared/variant';
import { formatReaisTyped } from '@/shared/forms/reaisInput';
import { canConfirmPayment, isPartlyPaid, paidOf, remainingOf } from '@/ordering/invoices/rules';
import { serviceChargeLineOf } from '@/ordering/invoices/receipt';
import { changeFor, settlesOnline, shortfallOf, shortfallText, unfinishedOrderCountOf, unfinishedOrdersText } from '../rules';
import { selectIsPayingPart } from '@/ordering/invoices/selectors';
import { selectClosingDialog } from '../dialogs/selectors';
import {
  cashReceivedTyped,
  closingDialogConfirmed,
  closingDialogDismissed,
  closingMethodChosen,
  type ClosingDialog as DialogState,
  type ShortfallStep,
} from '../dialogs/slice';
import { PixChargePanel, type PixChargeState } from '@/features/pix/components/PixCharge';
import { AmountRow, CashReceivedInput, PaymentMethodChoice } from './CashReceivedInput';
import './closingDialog.css';

/**
 * What the cashier counts: the cash handed over, typed in reais ('20' is $ 20,00, '1.000' a thousand) or as the customer said, and the
 * change it leaves; below what is due, what is missing, and as Confirmar is tapped, whether to record it as a part.
 */
function CashReceived({ invoice, due, shortfall }: { invoice: Invoice; due: number; shortfall: ShortfallStep }) {
  const dispatch = useAppDispatch();
  const [received, setReceived] = useState<number | null>(null);
  const onTyped = useCallback(
    (value: number | null) => {
      setReceived(value);
      dispatch(cashReceivedTyped(value));
    },
    [dispatch],
  );
  const missing = shortfallOf(received, due);
  return (
    <div className="closing-dialog-cash">
      <CashReceivedInput initialText={formatReaisTyped(invoice.paidWith)} change={(value) => changeFor(value, due)} onTyped={onTyped} />
      {missing !== null ? (
        <p className={shortfall === 'none' ? 'closing-dialog-short' : 'closing-dialog-short closing-dialog-asking'} role="status">
          {shortfallText(missing, shortfall === 'asking')}
        </p>
      ) : null}
    </div>
  );
}

/** The method that will be recorded: an online comanda's own, else the cashier's choice among the shop's methods. */
function MethodToRecord({ invoice, dialog }: { invoice: Invoice; dialog: DialogState }) {
  const dispatch = useAppDispatch();
  if (invoice.paymentMethod !== null && settlesOnline(invoice)) {
    return <AmountLabel label="Forma de pagamento" value={paymentMethodLabels[invoice.paymentMethod]} />;
  }
  if (dialog.offered === null) {
    return (
      <div className="closing-dialog-looking">
        <IonSpinner name="crescent" aria-label="Carregando" />
      </div>
    );
  }
  return <PaymentMethodChoice methods={dialog.offered} value={dialog.method} onChosen={(method) => dispatch(closingMethodChosen(method))} />;
}

function AmountLabel({ label, value }: { label: string; value: string }) {
  return (
    <IonList lines="none">
      <IonItem lines="none" className="closing-dialog-row">
        <IonLabel>{label}</IonLabel>
        <IonNote slot="end" className="closing-dialog-method">
          {value}
        </IonNote>
      </IonItem>
    </IonList>
  );
}

/** The method that will be recorded: an online comanda's own, else the one chosen in the dialog. */
const methodOf = (invoice: Invoice, dialog: DialogState) => (settlesOnline(invoice) ? invoice.paymentMethod : dialog.method);

function confirmLabelOf(dialog: DialogState): string {
  if (dialog.shortfall === 'asking') return 'Registrar parcial';
  return dialog.askingAgain ? 'Confirmar mesmo assim' : 'Confirmar';
}

/**
 * 'Confirmar pagamento' says what will happen before it happens: the comanda, its total (and, partly paid, what was
 * paid and what remains), the method that will be recorded, the change for cash, the Pix code for Pix, and, while
 * the kitchen still has some of its orders, how many, asking once more. Cash below what is due, confirmed again,
 * is recorded as a partial payment.
 */
export function ClosingDialog({ invoice, pix }: { invoice: Invoice; pix: PixChargeState }) {
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const dialog = useAppSelector(selectClosingDialog);
  const paying = useAppSelector((state) => selectIsPayingPart(state, invoice.id));
  const open = dialog?.invoiceId === invoice.id && canConfirmPayment(invoice);
  const partly = isPartlyPaid(invoice);
  // Partly paid, what is due is what remains.
  const due = partly ? remainingOf(invoice) : invoice.total;
  const unfinished = unfinishedOrderCountOf(invoice);
  // The total includes it: the cashier sees what the amount is made of before taking it.
  const serviceCharge = serviceChargeLineOf(invoice);
  return (
    <IonModal
      isOpen={open}
      className="closing-dialog"
      aria-label="Confirmar pagamento"
      // As the dismissal starts, not once its animation has ended: a cashier who opens the dialog again meanwhile
      // (the last part just recorded, the rest in hand) must not have it closed, and what they typed wiped, by the
      // end of the earlier one.
      onWillDismiss={() => dispatch(closingDialogDismissed())}
    >
      {open && dialog ? (
        <div className="closing-dialog-body">
          <h2>Confirmar pagamento</h2>
          <p className="closing-dialog-invoice">{`${terms.invoice} #${invoice.code} · ${invoice.location}`}</p>
          <IonList lines="none">
            {serviceCharge ? <AmountRow label={serviceCharge.label} amount={serviceCharge.amount} /> : null}
            <AmountRow label="Total" amount={invoice.total} strong={!partly} />
            {partly ? <AmountRow label="Pago" amount={paidOf(invoice)} /> : null}
            {partly ? <AmountRow label="Falta" amount={due} strong /> : null}
          </IonList>
          <MethodToRecord invoice={invoice} dialog={dialog} />
          {takesChange(methodOf(invoice, dialog)) ? <CashReceived invoice={invoice} due={due} shortfall={dialog.shortfall} /> : null}
          {methodOf(invoice, dialog) === 'pix' ? <PixChargePanel state={pix} size="min(240px, 60vw)" /> : null}
          {unfinished > 0 ? (
            <p className={dialog.askingAgain ? 'closing-dialog-warning closing-dialog-asking' : 'closing-dialog-warning'} role="alert">
              {unfinishedOrdersText(unfinished, terms.invoice)}
              {dialog.askingAgain ? ' Confirmar o pagamento mesmo assim?' : ''}
            </p>
          ) : null}
          <div className="closing-dialog-actions">
            <IonButton fill="outline" onClick={() => dispatch(closingDialogDismissed())}>
              Cancelar
            </IonButton>
            <IonButton
              color={dialog.askingAgain || dialog.shortfall === 'asking' ? 'warning' : 'primary'}
              disabled={paying || methodOf(invoice, dialog) === null}
              onClick={() => dispatch(closingDialogConfirmed())}
            >
              {confirmLabelOf(dialog)}
            </IonButton>
          </div>
        </div>
      ) : null}
    </IonModal>
  );
}
