import { IonSpinner } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { Invoice, PixCharge } from '@contract/ordering';
import { useAppSelector } from '@/app/hooks';
import { messageOf } from '@/shared/api/messages';
import { formatMoney } from '@/shared/lib/money';
import { CopyButton } from '@/shared/ui/CopyButton';
import { QrSvg } from '@/shared/ui/QrSvg';
import { selectShopScope } from '@/session/scope';
import { canConfirmPayment } from '@/ordering/invoices/rules';
import { fetchPixCharge } from '../api';
import './pix.css';

/** 'none': the shop has no Pix key or the comanda owes nothing, so the app offers no Pix. */
export type PixChargeState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; charge: PixCharge };

/**
 * The comanda's Pix code for what it owes (or for one part of it, `amount`: 'Dividir conta'), asked for again
 * whenever its total or what was paid changes; only while it can still be paid. The dialog, the 'Pagar com Pix'
 * screen and the receipt of one comanda read one answer.
 */
export function usePixCharge(invoice: Pick<Invoice, 'id' | 'total' | 'status' | 'paid'> | undefined, amount?: number): PixChargeState {
  const scope = useAppSelector(selectShopScope);
  const payable = invoice !== undefined && canConfirmPayment(invoice) && invoice.total > 0 && (amount === undefined || amount > 0);
  const key = payable && scope ? `${scope.accountId}/${scope.shopId}/${invoice.id}/${invoice.total}/${invoice.paid ?? 0}/${amount ?? ''}` : null;
  const [answer, setAnswer] = useState<{ key: string; state: PixChargeState } | null>(null);

  useEffect(() => {
    if (key === null || !scope || !invoice) return undefined;
    let current = true;
    fetchPixCharge(scope, invoice.id, amount).then(
      (charge) => current && setAnswer({ key, state: charge ? { status: 'ready', charge } : { status: 'none' } }),
      (error: unknown) => current && setAnswer({ key, state: { status: 'failed', message: messageOf(error) } }),
    );
    return () => {
      current = false;
    };
    // The key names everything the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { status: 'none' };
  return answer?.key === key ? answer.state : { status: 'loading' };
}

/** The QR the customer scans and the same code to paste ('Pix copia e cola'). */
export function PixChargePanel({ state, size, showAmount = false }: { state: PixChargeState; size: string; showAmount?: boolean }) {
  if (state.status === 'none') return null;
  if (state.status === 'loading') {
    return (
      <div className="pix-charge pix-charge-loading">
        <IonSpinner name="crescent" aria-label="Carregando o código Pix" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="pix-charge-failed" role="status">
        {`Não foi possível carregar o código Pix. ${state.message}`}
      </p>
    );
  }
  const { payload, amount } = state.charge;
  return (
    <div className="pix-charge" data-testid="pix-charge" data-payload={payload}>
      <QrSvg text={payload} size={size} label={`QR code Pix de ${formatMoney(amount)}`} testId="pix-qr" />
      {showAmount ? <p className="pix-charge-amount">{formatMoney(amount)}</p> : null}
      <CopyButton text={payload} fill="outline">
        Copiar código Pix
      </CopyButton>
    </div>
  );
}
