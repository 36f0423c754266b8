import type { MenuItem, PublicMenu } from '@contract/customer';
import { tableCallReasonLabels } from '@contract/labels';
import { formatMoney } from '@/shared/lib/money';
import { h } from '../dom';
import { takesCalls, type OrderingBlock } from '../ordering-rules';
import { cartCount, cartTotalCents, isSoldOut } from '../rules';
import type { GuestActions, GuestState } from '../state';
import { blockNotice, header } from './common';

/** Items with sizes start at their cheapest one on sale. */
function priceOf(item: MenuItem): string {
  const portions = item.portions.filter((portion) => portion.available);
  if (portions.length === 0) return formatMoney(item.price);
  return `a partir de ${formatMoney(Math.min(...portions.map((portion) => portion.price)))}`;
}

/** An item opens to be chosen only while it can be ordered; otherwise it is only read. */
function itemEntry(item: MenuItem, orderable: boolean, actions: GuestActions) {
  const soldOut = isSoldOut(item);
  const content = [
    h('span', { class: 'item-name' }, item.name),
    item.description ? h('span', { class: 'item-description' }, item.description) : null,
    h('span', { class: 'price' }, priceOf(item), soldOut ? h('span', { class: 'sold-out' }, 'Esgotado') : null),
  ];
  if (!orderable || soldOut) return h('div', { class: soldOut ? 'item sold-out-item' : 'item' }, ...content);
  return h('button', { class: 'item', type: 'button', onClick: () => actions.openItem(item.id) }, ...content);
}

/** The sticky bar that leads to the cart, shown once something is in it. */
function cartBar(state: GuestState, actions: GuestActions) {
  const count = cartCount(state.cart);
  if (count === 0) return null;
  return h(
    'footer',
    { class: 'action-bar' },
    h(
      'button',
      { class: 'primary', type: 'button', onClick: actions.showCart },
      h('span', {}, `Ver sacola (${count} ${count === 1 ? 'item' : 'itens'})`),
      h('span', {}, formatMoney(cartTotalCents(state.cart) / 100)),
    ),
  );
}

function toolbar(state: GuestState, block: OrderingBlock | null, actions: GuestActions) {
  const buttons = [
    state.comanda ? h('button', { class: 'secondary', type: 'button', onClick: actions.showBill }, 'Minha comanda') : null,
    takesCalls(block) ? h('button', { class: 'secondary', type: 'button', onClick: actions.callWaiter }, tableCallReasonLabels.waiter) : null,
  ].filter((button) => button !== null);
  return buttons.length > 0 ? h('div', { class: 'toolbar' }, ...buttons) : null;
}

export function menuView(menu: PublicMenu, block: OrderingBlock | null, state: GuestState, actions: GuestActions) {
  return h(
    'div',
    { class: 'screen' },
    header(menu.shop.name, menu.qrcode.location),
    toolbar(state, block, actions),
    blockNotice(block),
    state.notice ? h('p', { class: 'notice', role: 'status' }, state.notice) : null,
    h(
      'main',
      {},
      ...menu.categories.map((category) =>
        h('section', { class: 'category' }, h('h2', {}, category.title), ...category.items.map((item) => itemEntry(item, block === null, actions))),
      ),
    ),
    block ? null : cartBar(state, actions),
  );
}
