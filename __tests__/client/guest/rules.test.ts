import type { MenuCategory, PublicMenu } from '@contract/customer';
import {
  addToCart,
  cartLineOf,
  cartProblemOf,
  cartTotalCents,
  categoryOfItem,
  changeLineQuantity,
  choiceProblemOf,
  firstChoiceOf,
  guestNameOf,
  orderBodyOf,
  sendingOf,
  toggleOption,
  unitCentsOf,
  withQuantity,
  type Choice,
} from '@/guest/rules';

const burgers: MenuCategory = {
  id: 1,
  title: 'Lanches',
  imageId: null,
  items: [
    { id: 10, name: 'X-Burguer', description: null, imageId: null, price: 25.9, portions: [], available: true },
    {
      id: 11,
      name: 'Batata',
      description: null,
      imageId: null,
      price: 12,
      portions: [
        { id: 110, name: 'Pequena', price: 10.5, available: true },
        { id: 111, name: 'Grande', price: 18.3, available: true },
      ],
      available: true,
    },
  ],
  optionGroups: [
    {
      id: 5,
      title: 'Ponto da carne',
      maxLength: 1,
      required: true,
      options: [
        { id: 50, name: 'Ao ponto', description: null, price: 0, available: true },
        { id: 51, name: 'Bem passado', description: null, price: 0, available: true },
      ],
    },
    {
      id: 6,
      title: 'Adicionais',
      maxLength: 2,
      required: false,
      options: [
        { id: 60, name: 'Bacon', description: null, price: 4.1, available: true },
        { id: 61, name: 'Cheddar', description: null, price: 3.2, available: true },
        { id: 62, name: 'Ovo', description: null, price: 2, available: true },
      ],
    },
  ],
};
const [burger, fries] = burgers.items;
const menu = { categories: [burgers] } as PublicMenu;

const choose = (choice: Choice, ...optionIds: number[]) => optionIds.reduce((next, id) => toggleOption(burgers, next, id), choice);

describe('choices of an item', () => {
  it('start on the first portion, no options, one unit', () => {
    expect(firstChoiceOf(fries)).toEqual({ itemId: 11, portionId: 110, optionIds: [], quantity: 1 });
    expect(firstChoiceOf(burger)).toEqual({ itemId: 10, portionId: null, optionIds: [], quantity: 1 });
    expect(categoryOfItem(menu, 11)?.item).toBe(fries);
    expect(categoryOfItem(menu, 99)).toBeNull();
  });

  it('swap the option of a group that takes one, and take no more than a group allows', () => {
    const choice = choose(firstChoiceOf(burger), 50, 51, 60, 61, 62);
    expect(choice.optionIds).toEqual([51, 60, 61]);
    expect(choose(choice, 60).optionIds).toEqual([51, 61]);
  });

  it('price a portion instead of the item, plus the options, in cents', () => {
    expect(unitCentsOf(burgers, fries, { ...firstChoiceOf(fries), portionId: 111 })).toBe(1830);
    expect(unitCentsOf(burgers, burger, choose(firstChoiceOf(burger), 50, 60, 61))).toBe(2590 + 410 + 320);
  });

  it('need every required group, and no group beyond its limit', () => {
    const choice = firstChoiceOf(burger);
    expect(choiceProblemOf(burgers, burger, choice)).toBe('Escolha pelo menos uma opção de "Ponto da carne".');
    expect(choiceProblemOf(burgers, burger, choose(choice, 50))).toBeNull();
    expect(choiceProblemOf(burgers, burger, { ...choice, optionIds: [50, 60, 61, 62] })).toBe('Escolha no máximo 2 opções de "Adicionais".');
    expect(choiceProblemOf(burgers, fries, { ...firstChoiceOf(fries), portionId: null, optionIds: [50] })).toBe('Escolha o tamanho.');
  });

  it('keep the quantity between 1 and 99, as the API does', () => {
    expect(withQuantity(firstChoiceOf(burger), 0).quantity).toBe(1);
    expect(withQuantity(firstChoiceOf(burger), 120).quantity).toBe(99);
  });
});

describe('the cart', () => {
  const rare = cartLineOf(burgers, burger, choose(firstChoiceOf(burger), 50, 60));
  const bigFries = cartLineOf(burgers, fries, withQuantity({ ...firstChoiceOf(fries), portionId: 111, optionIds: [50] }, 2));

  it('names the choices and adds the same choices to one line', () => {
    expect(rare.details).toBe('Ao ponto, Bacon');
    expect(bigFries.details).toBe('Grande · Ao ponto');
    const cart = addToCart(addToCart([rare], bigFries), { ...rare, optionIds: [60, 50] });
    expect(cart.map((line) => line.quantity)).toEqual([2, 2]);
  });

  it('totals its lines in cents, free of float drift', () => {
    const cart = [rare, bigFries];
    expect(cartTotalCents(cart)).toBe(3000 + 2 * 1830);
    expect(cartTotalCents(changeLineQuantity(cart, 1, 3))).toBe(3000 + 3 * 1830);
    expect(changeLineQuantity(cart, 0, 0)).toEqual([bigFries]);
  });

  it('is sent with a readable name, and only when it has something', () => {
    expect(cartProblemOf([], 'Ana')).toBe('Sua sacola está vazia.');
    expect(cartProblemOf([rare], ' \u200B ')).toBe('Diga seu nome para a equipe saber de quem é o pedido.');
    expect(cartProblemOf([rare], 'Ana')).toBeNull();
    // The API takes up to 50 lines, each up to 99 units.
    const tooMany = Array.from({ length: 51 }, (_, index) => ({ ...rare, itemId: 100 + index }));
    expect(cartProblemOf(tooMany, 'Ana')).toBe('Um pedido leva até 50 itens diferentes.');
    expect(addToCart([withQuantity(rare, 98) as typeof rare], withQuantity(rare, 5) as typeof rare)[0].quantity).toBe(99);
    expect(guestNameOf('  Ana\u200B ')).toBe('Ana');
    expect(guestNameOf('a'.repeat(81))).toBeNull();
  });

  it('becomes an order to eat at the table, without prices, joining the comanda it has', () => {
    expect(orderBodyOf([rare, bigFries], 'Ana', null)).toEqual({
      type: 0,
      customer: { name: 'Ana' },
      items: [
        { itemId: 10, quantity: 1, optionIds: [50, 60] },
        { itemId: 11, quantity: 2, portionId: 111, optionIds: [50] },
      ],
    });
    expect(orderBodyOf([rare], 'Ana', { invoiceId: 7, accessToken: 'tok' })).toMatchObject({ invoiceId: 7, accessToken: 'tok' });
  });
});

describe('the Idempotency-Key of a cart', () => {
  const line = cartLineOf(burgers, burger, choose(firstChoiceOf(burger), 50));
  let keys = 0;
  const newKey = () => `key-${++keys}`;

  it('is made when the cart is first sent and kept for a retry of the same order', () => {
    const first = sendingOf(null, orderBodyOf([line], 'Ana', null), newKey);
    const retry = sendingOf(first, orderBodyOf([line], 'Ana', null), newKey);
    expect(retry).toBe(first);
    expect(JSON.parse(first.body)).toEqual(orderBodyOf([line], 'Ana', null));
  });

  it('is new once the order changed, since the server refuses a key reused for another order', () => {
    const first = sendingOf(null, orderBodyOf([line], 'Ana', null), newKey);
    const changed = sendingOf(first, orderBodyOf(changeLineQuantity([line], 0, 2), 'Ana', null), newKey);
    expect(changed.key).not.toBe(first.key);
  });
});
