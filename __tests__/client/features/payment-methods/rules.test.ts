import { isReloadWanted, unboundMethodsOf, visibilityChipOf } from '@/features/payment-methods/rules';

const catalogue = [
  { id: 1, name: 'Dinheiro' },
  { id: 2, name: 'Cartão de crédito' },
  { id: 3, name: 'Pix' },
];
const bound = (paymentMethodId: number, id = paymentMethodId + 100) => ({ id, paymentMethodId, name: 'x', isPublic: true });

describe('unboundMethodsOf', () => {
  it.each([
    ['nothing bound', [], [1, 2, 3]],
    ['one bound', [bound(2)], [1, 3]],
    ['all bound', [bound(1), bound(2), bound(3)], []],
  ])('%s', (_case, methods, ids) => {
    expect(unboundMethodsOf(catalogue, methods).map((method) => method.id)).toEqual(ids);
  });
});

describe('visibilityChipOf', () => {
  it.each([
    [true, 'Público'],
    [false, 'Privado'],
  ])('isPublic %s reads %s', (isPublic, chip) => {
    expect(visibilityChipOf({ isPublic })).toBe(chip);
  });
});

describe('isReloadWanted', () => {
  it.each([
    ['the list is shown', true, [], 7, true],
    ['the method is shown alone', false, [7], 7, true],
    ['nothing of it is shown', false, [8], 7, false],
  ])('%s', (_case, listLoaded, known, id, wanted) => {
    expect(isReloadWanted(listLoaded, known, id)).toBe(wanted);
  });
});
