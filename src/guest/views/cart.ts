import { formatMoney } from '@/shared/lib/money';
import { h } from '../dom';
import { cartTotalCents, lineTotalCents, ORDER_LIMITS, type CartLine } from '../rules';
import type { GuestActions, GuestState } from '../state';
import type { OrderingBlock } from '../ordering-rules';
import { alert, blockNotice, header, stepper } from './common';

function lineOf(line: CartLine, index: number, actions: GuestActions) {
  return h(
    'li',
    { class: 'line' },
    h('div', { class: 'line-text' }, h('span', { class: 'item-name' }, line.name), line.details ? h('span', { class: 'item-description' }, line.details) : null),
    h('span', { class: 'price' }, formatMoney(lineTotalCents(line) / 100)),
    // Down to zero takes the line out of the sacola.
    stepper(line.quantity, { min: 0, max: ORDER_LIMITS.quantityMax }, (quantity) => actions.changeLineQuantity(index, quantity), `Quantidade de ${line.name}`),
  );
}

/** While the menu takes no order (paused, or only to be read), the sacola is kept but not sent. */
export function cartView(state: GuestState, block: OrderingBlock | null, actions: GuestActions) {
  const nameInput = h('input', {
    id: 'guest-name',
    name: 'name',
    autocomplete: 'given-name',
    maxlength: ORDER_LIMITS.nameMax,
    value: state.name,
    onInput: (event: Event) => actions.typeName((event.target as HTMLInputElement).value),
  });
  return h(
    'div',
    { class: 'screen' },
    header('Sacola', state.menu?.qrcode.location ?? null, { label: 'Cardápio', onClick: actions.showMenu }),
    blockNotice(block),
    h(
      'main',
      {},
      state.cart.length === 0
        ? h('p', { class: 'empty' }, 'Sua sacola está vazia.')
        : h('ul', { class: 'lines' }, ...state.cart.map((line, index) => lineOf(line, index, actions))),
      h('p', { class: 'total' }, h('span', {}, 'Total'), h('strong', {}, formatMoney(cartTotalCents(state.cart) / 100))),
      h('label', { class: 'field', for: 'guest-name' }, 'Seu nome', nameInput),
      alert(state.error),
    ),
    block
      ? null
      : h(
          'footer',
          { class: 'action-bar' },
          h(
            'button',
            { class: 'primary', type: 'button', disabled: state.busy || state.cart.length === 0, 'aria-busy': String(state.busy), onClick: actions.order },
            state.busy ? 'Enviando…' : 'Pedir',
          ),
        ),
  );
}
