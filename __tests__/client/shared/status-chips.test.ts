import { readFileSync } from 'node:fs';
import path from 'node:path';
import { orderStatusOptions, statusChipOf } from '@/shared/ordering/orderDisplay';
import { invoiceChipOf } from '@/features/invoices/rules';
import { paymentStatusChipOf } from '@/ordering/payments/rules';

const css = readFileSync(path.join(__dirname, '../../../src/shared/ui/status-chips.css'), 'utf8');

/** Each tone's colours, as the stylesheet declares them. */
const tones = new Map(
  [...css.matchAll(/\.status-chip\.tone-(\w+)\s*\{([^}]*)\}/g)].map(([, tone, body]) => {
    const colour = (name: string) => body.match(new RegExp(`--status-chip-${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1] ?? '';
    return [tone, { background: colour('background'), text: colour('text') }];
  }),
);

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

const usedTones = [
  ...orderStatusOptions.map((option) => statusChipOf(option.value).color),
  ...(['open', 'closing', 'closed', 'canceled'] as const).map((status) => invoiceChipOf({ status, paymentMethod: null }).color),
  ...([0, 1, 2] as const).map((status) => paymentStatusChipOf(status).color),
];

describe('the status chip palette', () => {
  it('styles every tone a chip uses', () => {
    expect([...new Set(usedTones)].filter((tone) => !tones.has(tone))).toEqual([]);
  });

  it.each([...tones.entries()])('%s reads at 4.5:1 or better', (_tone, { background, text }) => {
    expect(background).toMatch(/^#/);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each order status its own colour', () => {
    const backgrounds = orderStatusOptions.map((option) => tones.get(statusChipOf(option.value).color)?.background);
    expect(new Set(backgrounds).size).toBe(orderStatusOptions.length);
  });

  it('makes the states that need action the strongest: solid fills further from white than any finished state', () => {
    const strength = (status: 'authorized' | 'open' | 'started' | 'completed' | 'canceled') =>
      contrast('#ffffff', tones.get(statusChipOf(status).color)?.background ?? '#ffffff');
    const finished = Math.max(strength('completed'), strength('canceled'));
    expect(strength('authorized')).toBeGreaterThan(finished);
    expect(strength('started')).toBeGreaterThan(finished);
    expect(strength('authorized')).toBeGreaterThan(strength('started'));
  });
});
