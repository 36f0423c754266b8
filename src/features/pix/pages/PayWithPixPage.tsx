import { IonContent, IonSpinner } from '@ionic/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { pathTo, paths } from '@/shared/routing/paths';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { useTerms } from '@/shared/variant';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { selectInvoiceById, selectInvoiceLoad } from '@/ordering/invoices/selectors';
import { invoiceLoadRequested } from '@/ordering/invoices/slice';
import { PixChargePanel, usePixCharge } from '../components/PixCharge';
import '../components/pix.css';

const TITLE = 'Pagar com Pix';

/**
 * 'Pagar com Pix': the screen the cashier turns towards the customer, the code as large as the screen allows (to be
 * scanned from a phone across the counter), the amount beneath it in large print.
 */
function PayWithPix({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const invoice = useAppSelector((state) => selectInvoiceById(state, id));
  const load = useAppSelector((state) => selectInvoiceLoad(state, id));
  const pix = usePixCharge(invoice);
  const back = pathTo('InvoiceDetails', { invoiceId: id });

  useEffect(() => {
    if (!invoice) dispatch(invoiceLoadRequested(id));
  }, [id, invoice, dispatch]);

  return (
    <PageFrame label={TITLE}>
      <PageHeader title={TITLE} backTo={back} />
      <IonContent>
        {!invoice && load.status === 'error' ? (
          <LoadErrorState label={`a ${terms.invoice.toLowerCase()}`} cause={load.error ?? undefined} onRetry={() => dispatch(invoiceLoadRequested(id))} />
        ) : null}
        {!invoice && load.status !== 'error' ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {invoice ? (
          <div className="pay-with-pix" data-testid="pay-with-pix">
            <h1>{TITLE}</h1>
            <p className="pay-with-pix-invoice">{`${terms.invoice} #${invoice.code} · ${invoice.location}`}</p>
            {pix.status === 'none' ? (
              <p className="pay-with-pix-help" role="status">
                {`Não há código Pix para esta ${terms.invoice.toLowerCase()}: ela não tem valor a pagar ou o estabelecimento não cadastrou uma chave Pix (Mais → Pix).`}
              </p>
            ) : (
              <>
                <PixChargePanel state={pix} size="min(86vw, calc(100vh - 330px), 520px)" showAmount />
                <p className="pay-with-pix-help">Abra o app do seu banco, escolha Pix e leia o QR code.</p>
              </>
            )}
          </div>
        ) : null}
      </IonContent>
    </PageFrame>
  );
}

export default function PayWithPixPage() {
  const params = useRouteParams('invoiceId');
  const terms = useTerms();
  if (!params.ok) {
    return <ParamsErrorPage title={TITLE} label={`a ${terms.invoice.toLowerCase()}`} message={params.message} backTo={paths.Invoices} />;
  }
  return <PayWithPix id={params.values.invoiceId} />;
}
