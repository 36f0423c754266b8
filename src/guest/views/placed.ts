import type { CustomerInvoice, PlaceOrderResult } from '@contract/customer';
import { invoiceStatusLabels } from '@contract/labels';
import { formatMoney } from '@/shared/lib/money';
import { h } from '../dom';
import type { GuestActions } from '../state';
import { header } from './common';

/** The comanda as the guest follows it: its status and what it adds up to so far. */
function billOf(result: PlaceOrderResult, bill: CustomerInvoice | null) {
  if (!bill) return h('p', { class: 'bill' }, `Comanda #${result.invoiceCode}`);
  return h(
    'dl',
    { class: 'bill' },
    h('dt', {}, 'Comanda'),
    h('dd', {}, `#${bill.code} · ${invoiceStatusLabels[bill.status]}`),
    h('dt', {}, 'Total da comanda'),
    h('dd', {}, formatMoney(bill.total)),
  );
}

export function placedView(location: string | null, result: PlaceOrderResult, bill: CustomerInvoice | null, actions: GuestActions) {
  return h(
    'div',
    { class: 'screen' },
    header('Pedido enviado', location),
    h(
      'main',
      { class: 'placed' },
      h('p', { class: 'check', 'aria-hidden': 'true' }, '✓'),
      h('h2', {}, `Pedido #${result.orderCode}`),
      h('p', {}, 'A equipe já recebeu seu pedido. É só aguardar na mesa.'),
      billOf(result, bill),
      h('button', { class: 'secondary', type: 'button', onClick: actions.showBill }, 'Minha comanda'),
    ),
    h('footer', { class: 'action-bar' }, h('button', { class: 'primary', type: 'button', onClick: actions.showMenu }, 'Pedir mais')),
  );
}

export function unavailableView(title: string, message: string) {
  return h('div', { class: 'screen' }, header(title, null), h('main', { class: 'placed' }, h('p', {}, message)));
}

export const loadingView = () => h('div', { class: 'screen' }, h('main', { class: 'placed' }, h('p', { role: 'status' }, 'Carregando o cardápio…')));
