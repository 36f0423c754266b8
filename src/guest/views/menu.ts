import type { MenuItem, PublicMenu } from '@contract/customer';
import { tableCallReasonLabels } from '@contract/labels';
import { formatMoney } from '@/shared/lib/money';
import { h } from '../dom';
import { cartCount, cartTotalCents } from '../rules';
import type { GuestActions, GuestState } from '../state';
import { header } from './common';

/** Items with sizes start at their cheapest one. */
function priceOf(item: MenuItem): string {
  if (item.portions.length === 0) return formatMoney(item.price);
  return `a partir de ${formatMoney(Math.min(...item.portions.map((portion) => portion.price)))}`;
}

function itemButton(item: MenuItem, actions: GuestActions) {
  return h(
    'button',
    { class: 'item', type: 'button', onClick: () => actions.openItem(item.id) },
    h('span', { class: 'item-name' }, item.name),
    item.description ? h('span', { class: 'item-description' }, item.description) : null,
    h('span', { class: 'price' }, priceOf(item)),
  );
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

export function menuView(menu: PublicMenu, state: GuestState, actions: GuestActions) {
  return h(
    'div',
    { class: 'screen' },
    header(menu.shop.name, menu.qrcode.location),
    h(
      'div',
      { class: 'toolbar' },
      h('button', { class: 'secondary', type: 'button', onClick: actions.callWaiter }, tableCallReasonLabels.waiter),
    ),
    state.notice ? h('p', { class: 'notice', role: 'status' }, state.notice) : null,
    h(
      'main',
      {},
      ...menu.categories.map((category) =>
        h('section', { class: 'category' }, h('h2', {}, category.title), ...category.items.map((item) => itemButton(item, actions))),
      ),
    ),
    cartBar(state, actions),
  );
}
