import { maskitoTransform } from '@maskito/core';
import { reaisMask } from '@/shared/forms/masks';
import { formatReaisInput, parseReaisInput } from '@/shared/lib/money';

describe('reais as a cashier types them', () => {
  it.each([
    ['20', 20],
    ['20,', 20],
    ['20,5', 20.5],
    ['20,50', 20.5],
    [',5', 0.5],
    ['0', 0],
    ['999999,99', 999999.99],
    ['', null],
    [',', null],
    ['2,0,0', null],
    ['1.234,50', null],
    ['20,555', null],
  ])('%p holds %p', (text, expected) => {
    expect(parseReaisInput(text)).toBe(expected);
  });

  it.each([
    [50, '50'],
    [42.5, '42,50'],
    [0.05, '0,05'],
    [100.1 + 0.2, '100,30'],
    [null, ''],
    [-1, ''],
  ])('%p is shown as %p', (value, expected) => {
    expect(formatReaisInput(value)).toBe(expected);
  });

  it('keeps what it shows: formatting then reading gives the amount back', () => {
    for (const amount of [0, 0.01, 1, 19.9, 20, 55.6, 1234.56]) expect(parseReaisInput(formatReaisInput(amount))).toBe(amount);
  });

  it.each([
    ['20', '20'],
    ['20,5', '20,5'],
    ['20.50', '20,50'],
    ['20,555', '20,55'],
    ['R$ 20', '20'],
    ['1234567', '123456'],
  ])('the mask turns %p into %p', (typed, shown) => {
    expect(maskitoTransform(typed, reaisMask)).toBe(shown);
  });
});
