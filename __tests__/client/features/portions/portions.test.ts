import { cameFromItemDetails, valuesOfForm } from '@/features/portions/rules';

// What every menu record does (paging, loading, creating, saving, removing) is checked for portions, whose calls are
// under their product, in __tests__/client/shared/menu/records.test.ts; these are a portion's own rules.

const ITEM = 5;

describe('portion rules', () => {
  it.each([
    ['/menu/1/items/5', true],
    ['/menu/1/items/5/portions', false],
    ['/menu/1/items', false],
    ['/menu/1', false],
    [undefined, false],
  ])('coming from %j counts as coming from the product: %s', (previous, expected) => {
    expect(cameFromItemDetails(previous)).toBe(expected);
  });

  it('sends the portion of the product with a trimmed name', () => {
    expect(valuesOfForm(ITEM, { name: ' Média ', price: 19.9, isAvailable: false })).toEqual({
      itemId: ITEM,
      name: 'Média',
      price: 19.9,
      isAvailable: false,
    });
  });
});
