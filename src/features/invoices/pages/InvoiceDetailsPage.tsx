import { IonButton, IonContent, IonFooter, IonIcon, IonSpinner, IonToolbar } from '@ionic/react';
import { gitMergeOutline, printOutline, qrCodeOutline, swapHorizontalOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
import { useTerms } from '@/shared/variant';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { selectBusinessUnit } from '@/session/selectors';
import { CustomerInfo } from '../components/CustomerInfo';
import { ClosingDialog } from '../components/ClosingDialog';
import { InvoiceAmounts } from '../components/InvoiceAmounts';
import { InvoiceOrders } from '../components/InvoiceOrders';
import { InvoicePayments } from '../components/InvoicePayments';
import { SPLIT_TITLE, SplitDialog } from '../components/SplitDialog';
import { InvoiceQueuedNotice } from '../components/InvoiceQueuedNotice';
import { InvoiceReceipt } from '../components/InvoiceReceipt';
import { InvoiceSummary } from '../components/InvoiceSummary';
import '../components/invoices.css';
import { usePrintReceipt } from '@/features/printing/usePrintReceipt';
import { usePixCharge } from '@/features/pix/components/PixCharge';
import { browserFallbackTaken, receiptPrintRequested } from '@/features/printing/slice';
import { canConfirmPayment } from '@/ordering/invoices/rules';
import { canMerge, canTransfer, moveTextOf } from '../rules';
import { selectInvoiceById, selectInvoiceLoad, selectIsClosingInvoice, selectIsPayingPart } from '@/ordering/invoices/selectors';
import { selectQueuedConfirmation } from '@/ordering/outbox/selectors';
import { detailsClosed, detailsOpened, invoiceLoadRequested } from '@/ordering/invoices/slice';
import { useFeatureGroup } from '@/shared/featureGroups/useFeatureGroup';
import { HistorySection } from '@/features/history/components/HistorySection';
import { invoiceDialogsGroup } from '../dialogs/group';
import { closingDialogOpened, moveDialogOpened } from '../dialogs/slice';
import { invoiceSplitGroup } from '../split/group';
import { splitDialogOpened } from '../split/slice';
import { InvoiceMoves, MOVE_TITLES, MoveDialog } from '../components/MoveDialog';

/** 'Detalhes da comanda', or 'Detalhes da compra' for a shop (both terms are feminine). */
export const fallbackTitleOf = (invoice: string) => `Detalhes da ${invoice.toLowerCase()}`;

function BackToCashDesk() {
  return (
    <IonButton fill="clear" routerLink={paths.Invoices} routerDirection="back">
      Voltar para o caixa
    </IonButton>
  );
}

/** The invoice on its own screen, or beside Comandas, Pagamentos or Salão on a wide screen. */
export function InvoiceDetails({ id }: { id: number }) {
  // The comanda's dialogs load with it, not with Pedidos: their state and sagas are in before the buttons show.
  useFeatureGroup(invoiceSplitGroup);
  useFeatureGroup(invoiceDialogsGroup);
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const invoice = useAppSelector((state) => selectInvoiceById(state, id));
  const load = useAppSelector((state) => selectInvoiceLoad(state, id));
  const closing = useAppSelector((state) => selectIsClosingInvoice(state, id));
  const payingPart = useAppSelector((state) => selectIsPayingPart(state, id));
  // A confirmation waiting for the link holds the button as one running does.
  const queued = useAppSelector((state) => selectQueuedConfirmation(state, id)) !== null;
  const shop = useAppSelector(selectBusinessUnit);
  const { printing, print } = usePrintReceipt();
  const pix = usePixCharge(invoice);
  // A paired thermal printer prints the receipt; the browser's print is the fallback when it cannot.
  const thermalPrinter = useAppSelector((state) => Boolean(state.printing?.printer));
  const browserFallback = useAppSelector((state) => state.printing?.browserFallback === id);
  const label = `a ${terms.invoice.toLowerCase()}`;

  useEffect(() => {
    dispatch(detailsOpened(id));
    dispatch(invoiceLoadRequested(id));
    return () => {
      dispatch(detailsClosed(id));
    };
  }, [id, dispatch]);

  useEffect(() => {
    if (!browserFallback) return;
    dispatch(browserFallbackTaken());
    print();
  }, [browserFallback, dispatch, print]);

  const pixPayload = pix.status === 'ready' ? pix.charge.payload : null;
  const printOnPaper = thermalPrinter ? () => dispatch(receiptPrintRequested({ invoiceId: id, invoiceTerm: terms.invoice, pixPayload })) : print;
  const printButton = invoice?.orders ? (
    <IonButton onClick={printOnPaper} aria-label="Imprimir">
      <IonIcon slot="icon-only" icon={printOutline} aria-hidden="true" />
    </IonButton>
  ) : undefined;

  const title = invoice ? `${terms.invoice} #${invoice.code}` : fallbackTitleOf(terms.invoice);
  return (
    <PageFrame label={title}>
      <PageHeader title={title} backTo={paths.Invoices} end={printButton} />
      <IonContent>
        {!invoice && load.status === 'error' ? (
          <LoadErrorState label={label} cause={load.error ?? undefined} onRetry={() => dispatch(invoiceLoadRequested(id))}>
            <div>
              <BackToCashDesk />
            </div>
          </LoadErrorState>
        ) : null}
        {!invoice && load.status !== 'error' ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {invoice ? (
          <>
            <InvoiceSummary invoice={invoice} />
            <CustomerInfo invoice={invoice} />
            {invoice.orders ? (
              <InvoiceOrders orders={invoice.orders} />
            ) : (
              <div className="ion-padding ion-text-center">
                <IonSpinner aria-label="Carregando" />
              </div>
            )}
            <InvoiceAmounts invoice={invoice} />
            <InvoicePayments invoice={invoice} />
            <InvoiceMoves lines={(invoice.moves ?? []).map((move) => moveTextOf(move, terms.invoice))} />
            {canTransfer(invoice) || canMerge(invoice) ? (
              <div className="ion-padding-horizontal invoice-move-actions">
                {canTransfer(invoice) ? (
                  <IonButton fill="outline" onClick={() => dispatch(moveDialogOpened({ invoiceId: id, kind: 'transfer' }))}>
                    <IonIcon slot="start" icon={swapHorizontalOutline} aria-hidden="true" />
                    {MOVE_TITLES.transfer}
                  </IonButton>
                ) : null}
                {canMerge(invoice) ? (
                  <IonButton fill="outline" onClick={() => dispatch(moveDialogOpened({ invoiceId: id, kind: 'merge' }))}>
                    <IonIcon slot="start" icon={gitMergeOutline} aria-hidden="true" />
                    {MOVE_TITLES.merge}
                  </IonButton>
                ) : null}
              </div>
            ) : null}
            <HistorySection subject={{ kind: 'invoice', id }} />
          </>
        ) : null}
      </IonContent>
      {invoice && canConfirmPayment(invoice) ? (
        <IonFooter>
          <IonToolbar>
            <div className="ion-padding-horizontal">
              {pix.status === 'ready' ? (
                <IonButton expand="block" fill="outline" routerLink={pathTo('InvoicePix', { invoiceId: id })}>
                  <IonIcon slot="start" icon={qrCodeOutline} aria-hidden="true" />
                  Pagar com Pix
                </IonButton>
              ) : null}
              <InvoiceQueuedNotice invoice={invoice} />
              <div className="invoice-pay-actions">
                {invoice.total > 0 ? (
                  <IonButton
                    fill="outline"
                    disabled={closing || queued || payingPart}
                    onClick={() => dispatch(splitDialogOpened(invoice))}
                  >
                    {SPLIT_TITLE}
                  </IonButton>
                ) : null}
                <IonButton disabled={closing || queued || payingPart} onClick={() => dispatch(closingDialogOpened(id))}>
                  {closing ? <IonSpinner slot="start" name="crescent" aria-hidden="true" /> : null}
                  Confirmar pagamento
                </IonButton>
              </div>
            </div>
          </IonToolbar>
        </IonFooter>
      ) : null}
      {invoice ? <ClosingDialog invoice={invoice} pix={pix} /> : null}
      {invoice ? <MoveDialog invoice={invoice} /> : null}
      {invoice ? <SplitDialog invoice={invoice} /> : null}
      {invoice && printing ? (
        <InvoiceReceipt
          invoice={invoice}
          shopName={shop?.name ?? ''}
          invoiceTerm={terms.invoice}
          pixPayload={pixPayload}
        />
      ) : null}
    </PageFrame>
  );
}

export default function InvoiceDetailsPage() {
  const params = useRouteParams('invoiceId');
  const terms = useTerms();
  if (!params.ok) {
    return (
      <ParamsErrorPage
        title={fallbackTitleOf(terms.invoice)}
        label={`a ${terms.invoice.toLowerCase()}`}
        message={params.message}
        backTo={paths.Invoices}
      >
        <div>
          <BackToCashDesk />
        </div>
      </ParamsErrorPage>
    );
  }
  return <InvoiceDetails id={params.values.invoiceId} />;
}
