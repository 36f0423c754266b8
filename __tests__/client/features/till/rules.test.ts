import { formatSignedMoney } from '@/shared/lib/money';
import { ApiError } from '@/shared/api/errors';
import {
  cashCountTotal,
  closeBodyOf,
  closedText,
  closedTillsOf,
  closingTotals,
  differenceTone,
  EMPTY_COUNT,
  movementAmountText,
  openedText,
  pieceCountOf,
  pieceLabel,
  tillConflictOf,
} from '@/features/till/rules';
import { AMOUNT_POSITIVE, AMOUNT_REQUIRED, movementSchema, openTillSchema, REASON_REQUIRED } from '@/features/till/schema';
import { aClosedTill, aTill } from './fixtures';

describe('the cash counted by notes and coins', () => {
  it.each([
    [{}, 0],
    [{ 200: 1, 100: 2, 50: 1, 20: 3, 10: 1, 5: 1, 2: 4 }, 533],
    [{ 1: 3, 0.5: 1, 0.25: 2, 0.1: 3, 0.05: 1 }, 4.35],
    // Summed in centavos: ten coins of 10 centavos are exactly one real, not 0.9999999.
    [{ 0.1: 10 }, 1],
    [{ 0.05: 7, 0.1: 3 }, 0.65],
  ])('adds %j up to %s', (counts, total) => {
    expect(cashCountTotal(counts)).toBe(total);
  });

  it('takes whole pieces only', () => {
    expect(['3', ' 12 ', '', 'abc', '-2', '1.5'].map(pieceCountOf)).toEqual([3, 12, 0, 0, 0, 0]);
  });

  it('names the notes in whole reais and the coins with their centavos', () => {
    expect([200, 2, 1, 0.5, 0.05].map(pieceLabel)).toEqual(['$ 200', '$ 2', '$ 1', '$ 0,50', '$ 0,05']);
  });
});

describe("a closing's differences", () => {
  it.each([
    [-20, '− $ 20,00', 'short'],
    [5, '+ $ 5,00', 'over'],
    [0, '$ 0,00', 'even'],
    [-0.001, '$ 0,00', 'even'],
    [-1234.5, '− $ 1.234,50', 'short'],
  ])('writes %s as %s (%s)', (difference, text, tone) => {
    expect(formatSignedMoney(difference)).toBe(text);
    expect(differenceTone(difference)).toBe(tone);
  });

  it('adds the lines up to the total row, in centavos', () => {
    expect(closingTotals(aClosedTill().lines)).toEqual({ expected: 202.5, counted: 187.5, difference: -15 });
    expect(closingTotals([])).toEqual({ expected: 0, counted: 0, difference: 0 });
  });

  it('writes a sangria as cash taken out and a suprimento as cash put in', () => {
    expect(movementAmountText('sangria', 30)).toBe('− $ 30,00');
    expect(movementAmountText('suprimento', 10)).toBe('+ $ 10,00');
  });
});

describe('who and when', () => {
  it("says who opened and closed a till, at the device's hour", () => {
    const till = aClosedTill();
    expect(openedText(till)).toBe('Aberto por Lia às 18:05');
    expect(closedText(till)).toBe('Fechado por Lia às 23:40');
    expect(closedText(aTill())).toBeNull();
  });

  it("keeps the day's closed tills only", () => {
    const open = aTill({ id: 3 });
    const closed = aClosedTill({ id: 2 });
    expect(closedTillsOf([open, closed])).toEqual([closed]);
  });
});

describe("'Fechar caixa' as sent", () => {
  it('counts every method, a field left empty as nothing', () => {
    expect(closeBodyOf({ ...EMPTY_COUNT, cash: '1.002,50', pix: '30', creditCard: ',5' })).toEqual({
      counted: { cash: 1002.5, pix: 30, creditCard: 0.5, debitCard: 0, mealVoucher: 0 },
    });
  });
});

describe('the refusals the screen words itself', () => {
  it.each([
    ['till_open', new ApiError(409, 'conflict', 'x', 'till_open'), 'till_open'],
    ['till_closed', new ApiError(409, 'conflict', 'x', 'till_closed'), 'till_closed'],
    ["another record's conflict", new ApiError(409, 'conflict', 'x', 'invoice_paid'), null],
    ['a bad request', new ApiError(400, 'bad', 'x'), null],
    ['a failure of the page', new Error('x'), null],
  ])('%s is %s', (_case, error, conflict) => {
    expect(tillConflictOf(error)).toBe(conflict);
  });
});

describe('the forms', () => {
  const errorsOf = async (schema: typeof movementSchema | typeof openTillSchema, values: object) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it("asks for the float, zero allowed", async () => {
    expect(await errorsOf(openTillSchema, { float: '' })).toEqual([AMOUNT_REQUIRED]);
    expect(await errorsOf(openTillSchema, { float: '0' })).toEqual([]);
    expect(await errorsOf(openTillSchema, { float: '1.000,50' })).toEqual([]);
  });

  it("asks a movement for a positive amount and its reason", async () => {
    expect(await errorsOf(movementSchema, { kind: 'sangria', amount: '', reason: '  ' })).toEqual([AMOUNT_REQUIRED, REASON_REQUIRED]);
    expect(await errorsOf(movementSchema, { kind: 'sangria', amount: '0', reason: 'Fornecedor' })).toEqual([AMOUNT_POSITIVE]);
    expect(await errorsOf(movementSchema, { kind: 'suprimento', amount: '10', reason: 'Troco' })).toEqual([]);
  });
});
