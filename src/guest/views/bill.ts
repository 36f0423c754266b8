import type { CustomerInvoice } from '@contract/customer';
import { guestOrderStatusLabels } from '@contract/labels';
import { PAYMENT_METHODS, type InvoicePaymentMethod } from '@contract/payment-methods';
import { formatMoney } from '@/shared/lib/money';
import { billStatusTextOf, canAskForBill, lineTextOf, partsPaidRowsOf, serviceChargeLabelOf } from '../bill-rules';
import { h } from '../dom';
import type { BillState, GuestActions } from '../state';
import { alert, choiceButton, header } from './common';

const row = (label: string, amount: number, strong = false) =>
  h('li', { class: strong ? 'bill-row total-row' : 'bill-row' }, h('span', {}, label), h(strong ? 'strong' : 'span', {}, formatMoney(amount)));

function orderOf(order: CustomerInvoice['orders'][number]) {
  return h(
    'li',
    { class: order.status === 'canceled' ? 'bill-order canceled' : 'bill-order' },
    h(
      'div',
      { class: 'bill-row' },
      h('span', {}, `Pedido #${order.code}`, h('span', { class: 'order-status' }, guestOrderStatusLabels[order.status])),
      h('span', {}, formatMoney(order.total)),
    ),
    h('ul', { class: 'order-lines' }, ...order.items.map((line) => h('li', {}, lineTextOf(line)))),
  );
}

function linesOf(invoice: CustomerInvoice) {
  const serviceCharge = serviceChargeLabelOf(invoice);
  return h(
    'ul',
    { class: 'bill-lines', 'aria-label': `Comanda #${invoice.code}` },
    ...invoice.orders.map((order) => orderOf(order)),
    serviceCharge ? row(serviceCharge, invoice.serviceCharge) : null,
    invoice.deliveryFee > 0 ? row('Taxa de entrega', invoice.deliveryFee) : null,
    row('Total', invoice.total, true),
    ...partsPaidRowsOf(invoice).map(({ label, amount }, index) => row(label, amount, index === 1)),
  );
}

function methodsOf(methods: InvoicePaymentMethod[], bill: BillState, actions: GuestActions) {
  return h(
    'fieldset',
    { class: 'group', role: 'radiogroup', 'aria-label': 'Como você vai pagar?' },
    h('legend', {}, h('span', {}, 'Como você vai pagar?')),
    ...methods.map((method) => choiceButton(PAYMENT_METHODS[method].label, '', bill.method === method, () => actions.chooseMethod(method), true)),
  );
}

export function billView(location: string | null, methods: InvoicePaymentMethod[], bill: BillState, actions: GuestActions) {
  const { invoice } = bill;
  const statusText = invoice && billStatusTextOf(invoice);
  const asking = invoice !== null && canAskForBill(invoice) && methods.length > 0;
  return h(
    'div',
    { class: 'screen' },
    header('Minha comanda', location, { label: 'Cardápio', onClick: actions.showMenu }),
    h(
      'main',
      {},
      invoice ? h('h2', { class: 'bill-code' }, `Comanda #${invoice.code}`) : null,
      !invoice && bill.busy ? h('p', { class: 'empty', role: 'status' }, 'Carregando sua comanda…') : null,
      invoice ? linesOf(invoice) : null,
      statusText ? h('p', { class: 'notice', role: 'status' }, statusText) : null,
      asking ? methodsOf(methods, bill, actions) : null,
      alert(bill.error),
      h('button', { class: 'secondary refresh', type: 'button', disabled: bill.busy, onClick: actions.refreshBill }, 'Atualizar'),
    ),
    asking
      ? h(
          'footer',
          { class: 'action-bar' },
          h('button', { class: 'primary', type: 'button', disabled: bill.busy, 'aria-busy': String(bill.busy), onClick: actions.askForBill }, 'Pedir a conta'),
        )
      : null,
  );
}
