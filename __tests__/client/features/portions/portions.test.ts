import { cameFromItemDetails, valuesOfForm } from '@/features/portions/rules';

// What every menu record does (paging, loading, creating, saving, removing) is checked for portions, whose calls are
// under their product, in __tests__/client/shared/menu/records.test.ts; these are a portion's own rules.

const ITEM = 5;

describe('portion rules', () => {
  it("counts coming from the product's screen as coming from the product", () => {
    expect(cameFromItemDetails('/menu/1/items/5')).toBe(true);
  });

  it.each(['/menu/1/items/5/portions', '/menu/1/items', '/menu/1', undefined])('does not count coming from %j', (previous) => {
    expect(cameFromItemDetails(previous)).toBe(false);
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
