import { canRename, showsOptionGroups } from '@/features/item-groups/rules';
import { descriptionValueOf, formatQuantity, parseQuantity } from '@/shared/menu/fields';
import { reasonOf } from '@/shared/menu/failures';
import { ApiError } from '@/shared/api/errors';

describe('item group rules', () => {
  it.each([
    ['Lanches', 'Lanches', true, false],
    ['Lanches', ' Lanches ', true, false],
    ['Lanches', 'Lanches da casa', true, true],
    ['Lanches', 'Lanches da casa', false, false],
    ['Lanches', '', false, false],
  ])('renaming %j to %j (valid %s) is accepted: %s', (current, next, valid, accepted) => {
    expect(canRename(current, next, valid)).toBe(accepted);
  });

  it.each([
    [null, false],
    [0, false],
    [1, true],
    [12, true],
  ])("with %s products the option groups link shows: %s", (count, shows) => {
    expect(showsOptionGroups(count)).toBe(shows);
  });

  it.each([
    ['', null],
    ['  ', null],
    ['2', 2],
    ['99', 99],
  ])('the quantity text %j is %s', (text, value) => {
    expect(parseQuantity(text)).toBe(value);
  });

  it('shows no limit as an empty quantity', () => {
    expect(formatQuantity(null)).toBe('');
    expect(formatQuantity(3)).toBe('3');
  });

  it.each([
    ['', null],
    ['   ', null],
    ['Pão e queijo', 'Pão e queijo'],
  ])('the description %j is sent as %j', (text, value) => {
    expect(descriptionValueOf(text)).toBe(value);
  });

  it.each([
    [new ApiError(409, 'conflict', 'Não é permitido remover um opcional com opções.'), 'Não é permitido remover um opcional com opções.'],
    [new ApiError(500, 'internal', 'Erro interno do servidor.'), undefined],
    [new ApiError(0, 'network', 'Failed to fetch'), undefined],
    [new Error('x'), undefined],
  ])('a removal failure %s shows the reason %j', (error, reason) => {
    expect(reasonOf(error)).toBe(reason);
  });
});
