import type { MenuCategory, PublicMenu } from '@contract/customer';
import { orderingBlockOf, refusalChangesMenu, takesCalls } from '@/guest/ordering-rules';
import { choiceProblemOf, firstChoiceOf, isSoldOut, toggleOption } from '@/guest/rules';

const category: MenuCategory = {
  id: 1,
  title: 'Lanches',
  imageId: null,
  items: [
    {
      id: 10,
      name: 'Batata',
      description: null,
      imageId: null,
      price: 12,
      portions: [
        { id: 100, name: 'Pequena', price: 10, available: false },
        { id: 101, name: 'Grande', price: 18, available: true },
      ],
      available: true,
    },
    { id: 11, name: 'Pastel', description: null, imageId: null, price: 9, portions: [], available: false },
  ],
  optionGroups: [
    {
      id: 5,
      title: 'Molho',
      maxLength: 1,
      required: true,
      options: [
        { id: 50, name: 'Barbecue', description: null, price: 0, available: false },
        { id: 51, name: 'Mostarda', description: null, price: 0, available: true },
      ],
    },
  ],
};
const [fries, pastel] = category.items;
const allSauceSoldOut: MenuCategory = {
  ...category,
  optionGroups: [{ ...category.optionGroups[0], options: category.optionGroups[0].options.map((option) => ({ ...option, available: false })) }],
};

describe('sold-out items, sizes and options', () => {
  it('mark an item sold out when it is, or when every size of it is', () => {
    expect(isSoldOut(pastel)).toBe(true);
    expect(isSoldOut(fries)).toBe(false);
    expect(isSoldOut({ ...fries, portions: fries.portions.map((portion) => ({ ...portion, available: false })) })).toBe(true);
  });

  it('start a choice on the first size still on sale, and never take a sold-out option', () => {
    const choice = firstChoiceOf(fries);
    expect(choice.portionId).toBe(101);
    expect(toggleOption(category, choice, 50)).toBe(choice);
    expect(toggleOption(category, choice, 51).optionIds).toEqual([51]);
  });

  it('keep a sold-out item, size or option out of the sacola, in words a guest reads', () => {
    const choice = { ...firstChoiceOf(fries), optionIds: [51] };
    expect(choiceProblemOf(category, pastel, firstChoiceOf(pastel))).toBe('"Pastel" está esgotado.');
    expect(choiceProblemOf(category, fries, { ...choice, portionId: 100 })).toBe('O tamanho "Pequena" está esgotado. Escolha outro.');
    expect(choiceProblemOf(category, fries, { ...choice, optionIds: [50] })).toBe('A opção "Barbecue" está esgotada.');
    expect(choiceProblemOf(category, fries, choice)).toBeNull();
  });

  it('let a required group whose options are all sold out not block the item, as the server prices it', () => {
    expect(choiceProblemOf(category, fries, firstChoiceOf(fries))).toBe('Escolha pelo menos uma opção de "Molho".');
    expect(choiceProblemOf(allSauceSoldOut, fries, firstChoiceOf(fries))).toBeNull();
  });
});

describe('when the menu takes no order', () => {
  const now = Date.parse('2026-03-10T18:00:00Z');
  const open: Pick<PublicMenu, 'menuType' | 'pause'> = { menuType: 1, pause: { paused: false, pausedAt: null, resumeAt: null } };
  const pausedUntil = (resumeAt: string | null) => ({ ...open, pause: { paused: true, pausedAt: '2026-03-10T17:50:00Z', resumeAt } });

  it('takes orders on a full menu of a shop that is not paused', () => {
    expect(orderingBlockOf(open, now)).toBeNull();
    expect(takesCalls(null)).toBe(true);
  });

  it('says a paused shop takes no order, with the time it resumes when there is one, and takes no call', () => {
    const timed = orderingBlockOf(pausedUntil('2026-03-10T18:30:00Z'), now);
    expect(timed?.reason).toBe('paused');
    expect(timed?.title).toMatch(/^Pedidos pausados até \d{2}:30$/);
    expect(orderingBlockOf(pausedUntil(null), now)?.title).toBe('Pedidos pausados');
    expect(takesCalls(timed)).toBe(false);
  });

  it('counts a pause past its time as over', () => {
    expect(orderingBlockOf(pausedUntil('2026-03-10T17:59:00Z'), now)).toBeNull();
  });

  it('shows a lite menu to be read, with staff still called to the table', () => {
    const lite = orderingBlockOf({ ...open, menuType: 0 }, now);
    expect(lite).toEqual({ reason: 'lite', title: 'Cardápio para consulta', message: 'Para pedir, toque em Chamar garçom.' });
    expect(takesCalls(lite)).toBe(true);
  });

  it('reads the menu again after an order refused because something sold out or the shop paused', () => {
    expect([409, 423].every(refusalChangesMenu)).toBe(true);
    expect([400, 404, 429, 500].some(refusalChangesMenu)).toBe(false);
  });
});
