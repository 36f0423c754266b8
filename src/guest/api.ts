/** The public customer API the guests' page calls: no staff token, the comanda's access token where one is needed. */
import type { CustomerInvoice, PlaceOrderResult, PublicMenu, RequestClosingBody } from '@contract/customer';
import type { InvoicePaymentMethod } from '@contract/payment-methods';
import { runtimeConfig } from '@/shared/config';
import type { Comanda, Sending } from './rules';

/** A refusal in words a guest reads; `status` 0 means the answer never came (no network, or it was lost). */
export class GuestApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const NO_ANSWER = 'Sem resposta do restaurante. Confira sua conexão e tente de novo.';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${runtimeConfig.apiUrl}${path}`, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    });
  } catch {
    throw new GuestApiError(0, NO_ANSWER);
  }
  const answer = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || answer === null) {
    // The public API's refusals are already written for customers ('"X-Burguer" está indisponível.').
    const said = typeof answer?.message === 'string' && response.status < 500 ? answer.message : null;
    throw new GuestApiError(response.status, said ?? 'O restaurante não conseguiu responder agora. Tente de novo em instantes.');
  }
  return answer;
}

const qrPath = (code: string) => `/public/qrcodes/${encodeURIComponent(code)}`;

export const fetchMenu = (code: string) => call<PublicMenu>(`${qrPath(code)}/menu`);

/** Sends the order exactly as its key was first sent with (rules.ts, sendingOf). */
export const placeOrder = (code: string, sending: Sending) =>
  call<PlaceOrderResult>(`${qrPath(code)}/orders`, { method: 'POST', headers: { 'idempotency-key': sending.key }, body: sending.body });

export const fetchComanda = ({ invoiceId, accessToken }: Comanda) =>
  call<CustomerInvoice>(`/public/invoices/${invoiceId}`, { headers: { 'x-invoice-access-token': accessToken } });

export const callWaiter = (code: string) =>
  call<unknown>(`${qrPath(code)}/calls`, { method: 'POST', body: JSON.stringify({ reason: 'waiter' }) });

/** 'Pedir a conta': the comanda moves to closing with the method chosen, and staff are told. */
export const requestClosing = ({ invoiceId, accessToken }: Comanda, paymentMethod: InvoicePaymentMethod) =>
  call<CustomerInvoice>(`/public/invoices/${invoiceId}/closing`, {
    method: 'POST',
    body: JSON.stringify({ accessToken, paymentMethod } satisfies RequestClosingBody),
  });
