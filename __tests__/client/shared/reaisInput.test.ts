import { maskitoTransform } from '@maskito/core';
import { formatReaisTyped, parseReaisTyped, reaisMask } from '@/shared/forms/reaisInput';

describe('reais as a cashier types them', () => {
  it.each([
    ['1.000', 1000],
    ['1.000,50', 1000.5],
    ['10', 10],
    ['0,5', 0.5],
    ['20,', 20],
    [',5', 0.5],
    ['0', 0],
    ['999.999,99', 999999.99],
    ['', null],
    [',', null],
  ])('%p holds %p', (text, expected) => {
    expect(parseReaisTyped(text)).toBe(expected);
  });

  it.each([
    [50, '50'],
    [1000, '1.000'],
    [42.5, '42,50'],
    [0.05, '0,05'],
    [100.1 + 0.2, '100,30'],
    [null, ''],
    [-1, ''],
  ])('%p is shown as %p', (value, expected) => {
    expect(formatReaisTyped(value)).toBe(expected);
  });

  it('reads back what the field opens with: formatting then reading gives the amount back', () => {
    for (const amount of [0, 0.01, 1, 19.9, 20, 55.6, 1000, 1234.56]) expect(parseReaisTyped(formatReaisTyped(amount))).toBe(amount);
  });

  it.each([
    ['1.000', '1.000'],
    ['1000', '1.000'],
    ['1.000,50', '1.000,50'],
    ['20,5', '20,5'],
    ['20,555', '20,55'],
    ['R$ 20', '20'],
    ['-5', '5'],
  ])('the mask turns %p into %p', (typed, shown) => {
    expect(maskitoTransform(typed, reaisMask)).toBe(shown);
  });

  it("'1.000' typed is a thousand reais, not one", () => {
    expect(parseReaisTyped(maskitoTransform('1.000', reaisMask))).toBe(1000);
  });
});
