import type { Till } from '@contract/till';

/** A till as the server answers it: open on this device, opened by Lia at 18:05 (local time) with $ 100,00. */
export function aTill(changes: Partial<Till> = {}): Till {
  return {
    id: 1,
    number: null,
    status: 'open',
    float: 100,
    openedBy: 'Lia',
    openedAt: new Date(2026, 10, 29, 18, 5).toISOString(),
    closedBy: null,
    closedAt: null,
    movements: [],
    lines: [],
    ...changes,
  };
}

/** The same till closed by Lia at 23:40 as nº 1, $ 20,00 short in cash, the card and Pix right. */
export function aClosedTill(changes: Partial<Till> = {}): Till {
  return aTill({
    number: 1,
    status: 'closed',
    closedBy: 'Lia',
    closedAt: new Date(2026, 10, 29, 23, 40).toISOString(),
    lines: [
      { method: 'cash', expected: 122.5, counted: 102.5, difference: -20 },
      { method: 'pix', expected: 30, counted: 30, difference: 0 },
      { method: 'creditCard', expected: 50, counted: 55, difference: 5 },
      { method: 'debitCard', expected: 0, counted: 0, difference: 0 },
      { method: 'mealVoucher', expected: 0, counted: 0, difference: 0 },
    ],
    ...changes,
  });
}
