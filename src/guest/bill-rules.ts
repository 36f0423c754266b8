/**
 * The comanda as a guest reads it at the table ('Minha comanda'), and asking for the bill ('Pedir a conta') with one
 * of the shop's payment methods.
 */
import type { CustomerInvoice, PublicMenu } from '@contract/customer';
import { invoicePaymentMethods, PAYMENT_METHODS, type InvoicePaymentMethod } from '@contract/payment-methods';

/**
 * The shop's methods a guest may ask to pay the bill at the table with, as the menu lists them. Online is left out:
 * paying online is a step this page does not take.
 */
export function closingMethodsOf(menu: Pick<PublicMenu, 'paymentMethods'>): InvoicePaymentMethod[] {
  return menu.paymentMethods.flatMap(({ id }) =>
    invoicePaymentMethods.filter((method) => method !== 'online' && PAYMENT_METHODS[method].catalogueId === id),
  );
}

type BillLine = CustomerInvoice['orders'][number]['items'][number];

/** A line as the guest ordered it: '2× X-Burguer · Duplo · Bacon, Ovo'. */
export const lineTextOf = (line: BillLine) =>
  [`${line.quantity}× ${line.name}`, line.portion, line.options.join(', ')].filter(Boolean).join(' · ');

/** 'Taxa de serviço (10%)', or null when the comanda has none. */
export function serviceChargeLabelOf(bill: Pick<CustomerInvoice, 'serviceCharge' | 'serviceChargePercent'>): string | null {
  if (bill.serviceCharge <= 0) return null;
  return bill.serviceChargePercent === null
    ? 'Taxa de serviço'
    : `Taxa de serviço (${bill.serviceChargePercent.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%)`;
}

/** 'Já pago' and 'Falta pagar' under the total once the table paid part of it at the counter; none otherwise. */
export function partsPaidRowsOf(bill: Pick<CustomerInvoice, 'paid' | 'left'>): { label: string; amount: number }[] {
  if (bill.paid <= 0 || bill.left <= 0) return [];
  return [
    { label: 'Já pago', amount: bill.paid },
    { label: 'Falta pagar', amount: bill.left },
  ];
}

/** What the comanda's status means to the guest, or null while it is open and the bill can be asked for. */
export function billStatusTextOf(bill: Pick<CustomerInvoice, 'status' | 'paymentMethod'>): string | null {
  if (bill.status === 'open') return null;
  if (bill.status === 'closing') {
    const method = bill.paymentMethod && PAYMENT_METHODS[bill.paymentMethod].label;
    return `Conta pedida${method ? ` (${method})` : ''}. Já vem alguém à sua mesa.`;
  }
  if (bill.status === 'closed') return 'Conta paga. Obrigado pela visita!';
  return 'Esta comanda foi cancelada. Fale com a equipe se precisar.';
}

/** Only an open comanda with something to pay takes 'Pedir a conta', as the server decides. */
export const canAskForBill = (bill: Pick<CustomerInvoice, 'status' | 'total'>) => bill.status === 'open' && bill.total > 0;
