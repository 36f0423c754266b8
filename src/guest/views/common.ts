import { h } from '../dom';
import type { OrderingBlock } from '../ordering-rules';

export function header(title: string, subtitle: string | null, back?: { label: string; onClick: () => void }) {
  return h(
    'header',
    { class: 'bar' },
    back ? h('button', { class: 'back', type: 'button', onClick: back.onClick }, `‹ ${back.label}`) : null,
    h('div', { class: 'titles' }, h('h1', {}, title), subtitle ? h('p', { class: 'subtitle' }, subtitle) : null),
  );
}

/** − n +, each a tap target of its own. */
export function stepper(quantity: number, limits: { min: number; max: number }, onChange: (quantity: number) => void, label: string) {
  return h(
    'div',
    { class: 'stepper', role: 'group', 'aria-label': label },
    h('button', { type: 'button', 'aria-label': 'Diminuir', disabled: quantity <= limits.min, onClick: () => onChange(quantity - 1) }, '−'),
    h('output', { 'aria-live': 'polite' }, String(quantity)),
    h('button', { type: 'button', 'aria-label': 'Aumentar', disabled: quantity >= limits.max, onClick: () => onChange(quantity + 1) }, '+'),
  );
}

export const alert = (message: string | null) => (message ? h('p', { class: 'alert', role: 'alert' }, message) : null);

/** A radio or checkbox row; a sold-out choice is shown, marked 'Esgotado', and cannot be picked. */
export function choiceButton(label: string, price: string, checked: boolean, onClick: () => void, single: boolean, soldOut = false) {
  return h(
    'button',
    { class: 'choice', type: 'button', role: single ? 'radio' : 'checkbox', 'aria-checked': String(checked), disabled: soldOut, onClick },
    h('span', { class: single ? 'mark radio' : 'mark' }),
    h('span', { class: 'choice-name' }, label),
    h('span', { class: soldOut ? 'sold-out' : 'choice-price' }, soldOut ? 'Esgotado' : price),
  );
}

/** Why the menu takes no order now: a paused shop, or a menu only to be read. */
export const blockNotice = (block: OrderingBlock | null) =>
  block ? h('div', { class: 'blocked', role: 'status' }, h('strong', {}, block.title), h('p', {}, block.message)) : null;
