import { formatMoney, formatMoneyInput, fromCents, parseMoneyInput, toCents } from '@/shared/lib/money';

describe('formatMoney', () => {
  it.each([
    [12.5, '$ 12,50'],
    [0, '$ 0,00'],
    [1234.5, '$ 1.234,50'],
    [1234567.891, '$ 1.234.567,89'],
    [999.99, '$ 999,99'],
    [0.1 + 0.2, '$ 0,30'],
    [-3, '-$ 3,00'],
    [-0.001, '$ 0,00'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('uses a plain space after the symbol, not the no-break space of Intl currency', () => {
    expect(formatMoney(1).charCodeAt(1)).toBe(32);
  });

  it('writes every amount as Intl.NumberFormat pt-BR with two decimals would', () => {
    const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const cents = [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456, 99_999_999, 100_000_000, 123_456_789_012];
    for (let value = 7; value < 2_000_000_000_000; value = value * 3 + 1) cents.push(value);
    for (const amount of cents.map(fromCents)) {
      expect(formatMoney(amount)).toBe(`$ ${intl.format(amount)}`);
      expect(formatMoney(-amount)).toBe(amount === 0 ? '$ 0,00' : `-$ ${intl.format(amount)}`);
      expect(formatMoneyInput(-amount)).toBe(intl.format(-amount).replace('-0,00', '0,00'));
    }
  });

  it('shows zero for missing or broken amounts', () => {
    expect(formatMoney(null)).toBe('$ 0,00');
    expect(formatMoney(undefined)).toBe('$ 0,00');
    expect(formatMoney(Number.NaN)).toBe('$ 0,00');
  });
});

describe('money input', () => {
  it.each([
    ['1', 0.01],
    ['12', 0.12],
    ['1250', 12.5],
    ['12,503', 125.03],
    ['12,5', 1.25],
    ['$ 1.234,50', 1234.5],
    ['99999', 999.99],
    ['0', 0],
    ['00', 0],
  ])('reads typed %p as %p (cents from the right)', (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected);
  });

  it('gives null when nothing numeric was typed, so required can fire', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('abc')).toBeNull();
    expect(parseMoneyInput(null)).toBeNull();
  });

  it('formats the value for the input without the symbol', () => {
    expect(formatMoneyInput(12.5)).toBe('12,50');
    expect(formatMoneyInput(1234.5)).toBe('1.234,50');
    expect(formatMoneyInput(0)).toBe('0,00');
    expect(formatMoneyInput(null)).toBe('');
  });

  it('round-trips through the input', () => {
    for (const value of [0, 0.01, 9.99, 12.5, 999.99, 1234.56]) {
      expect(parseMoneyInput(formatMoneyInput(value))).toBe(value);
    }
  });

  it('converts to and from cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(999.99)).toBe(99999);
    expect(fromCents(1250)).toBe(12.5);
  });
});
