import { emptyList } from '@/shared/menu/listState';
import {
  canRemoveOptionGroup,
  canReorder,
  moved,
  quantityTextOf,
  sequencesOf,
  valuesOfForm,
} from '@/features/option-groups/rules';

const list = (ids: number[], count: number, status: 'resolved' | 'pending' = 'resolved') => ({ ...emptyList(), ids, count, status });

describe('option group rules', () => {
  it('numbers the order on screen 1..n', () => {
    expect(sequencesOf([7, 3, 9])).toEqual([
      { id: 7, sequence: 1 },
      { id: 3, sequence: 2 },
      { id: 9, sequence: 3 },
    ]);
  });

  it.each([
    [[1, 2, 3], 2, 0, [3, 1, 2]],
    [[1, 2, 3], 0, 2, [2, 3, 1]],
    [[1, 2, 3], 1, 1, [1, 2, 3]],
    [[1, 2, 3], 0, 5, [1, 2, 3]],
  ])('moving in %j from %i to %i gives %j', (ids, from, to, result) => {
    expect(moved(ids, from, to)).toEqual(result);
  });

  it.each([
    ['all loaded', list([1, 2], 2), true],
    ['only one group', list([1], 1), false],
    ['some still to load', list([1, 2], 3), false],
    ['still loading', list([1, 2], 2, 'pending'), false],
    ['no list', undefined, false],
  ])('may reorder with %s: %s', (_case, state, allowed) => {
    expect(canReorder(state)).toBe(allowed);
  });

  it.each([
    [0, true],
    [null, true],
    [1, false],
    [4, false],
  ])('with %s options the group may be removed: %s', (count, allowed) => {
    expect(canRemoveOptionGroup(count)).toBe(allowed);
  });

  it.each([
    [null, 'Quantos quiser'],
    [1, 'Até 1 opção'],
    [3, 'Até 3 opções'],
  ])('a quantity limit of %s reads %j', (maxLength, text) => {
    expect(quantityTextOf(maxLength)).toBe(text);
  });

  it('sends the category and a trimmed title', () => {
    expect(valuesOfForm(4, { title: ' Molhos ', maxLength: 2, isRequired: true, isActive: false })).toEqual({
      groupId: 4,
      title: 'Molhos',
      maxLength: 2,
      isRequired: true,
      isActive: false,
    });
  });
});
