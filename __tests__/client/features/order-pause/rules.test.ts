import type { OrderPause } from '@contract/ordering';
import { isPausedAt, pauseBannerText, PAUSE_CHOICES } from '@/features/order-pause/rules';

const at = (iso: string) => Date.parse(iso);
const timed: OrderPause = { paused: true, pausedAt: '2026-11-26T23:00:00.000Z', resumeAt: '2026-11-26T23:30:00.000Z' };
const open: OrderPause = { paused: true, pausedAt: '2026-11-26T23:00:00.000Z', resumeAt: null };

describe('order pause rules', () => {
  it('offers 15, 30 and 60 minutes, then until someone resumes', () => {
    expect(PAUSE_CHOICES.map((choice) => [choice.minutes, choice.label])).toEqual([
      [15, '15 minutos'],
      [30, '30 minutos'],
      [60, '1 hora'],
      [null, 'Até eu retomar'],
    ]);
  });

  it('counts a timed pause as over from its resume time, before the server says so', () => {
    expect(isPausedAt(timed, at('2026-11-26T23:29:59.000Z'))).toBe(true);
    expect(isPausedAt(timed, at('2026-11-26T23:30:00.000Z'))).toBe(false);
  });

  it('keeps a pause with no end until someone resumes, and nothing is paused before the server answered', () => {
    expect(isPausedAt(open, at('2030-01-01T00:00:00.000Z'))).toBe(true);
    expect(isPausedAt(null, 0)).toBe(false);
    expect(isPausedAt({ paused: false, pausedAt: null, resumeAt: null }, 0)).toBe(false);
  });

  it("says until when on the device's clock, or no time for a pause with no end", () => {
    const resumeAt = new Date(2026, 10, 26, 20, 30).toISOString();
    expect(pauseBannerText({ ...timed, resumeAt })).toBe('Pedidos pausados até 20:30');
    expect(pauseBannerText(open)).toBe('Pedidos pausados');
  });
});
