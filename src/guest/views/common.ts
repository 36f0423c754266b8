import { h } from '../dom';

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
