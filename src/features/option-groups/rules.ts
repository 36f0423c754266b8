import type { ListState } from '@/shared/menu/listState';
import type { OptionGroup, OptionGroupValues, SequenceEntry } from './api';

export const QUANTITY_PLACEHOLDER = 'Quantos quiser';
export const HAS_OPTIONS = 'Não é permitido remover um opcional com opções.';

/** Spec 2: the order on screen becomes sequences 1..n. */
export function sequencesOf(ids: number[]): SequenceEntry[] {
  return ids.map((id, index) => ({ id, sequence: index + 1 }));
}

/** Moves one entry, as a drag in the reorder list does. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return list.slice();
  const next = list.slice();
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry);
  return next;
}

/** Sequences must cover every group of the category, so all must be loaded; one group has nothing to reorder. */
export function canReorder(list: ListState | undefined): boolean {
  return list !== undefined && list.status === 'resolved' && list.ids.length === list.count && list.count > 1;
}

/** Spec 5: a group with options cannot be removed. Unknown (not loaded) is left to the server to refuse. */
export function canRemoveOptionGroup(optionCount: number | null): boolean {
  return optionCount === null || optionCount === 0;
}

/** The tile's line about how many options a customer may pick. */
export function quantityTextOf(maxLength: number | null): string {
  if (maxLength === null) return QUANTITY_PLACEHOLDER;
  return maxLength === 1 ? 'Até 1 opção' : `Até ${maxLength} opções`;
}

/** The form's view of an option group: the quantity is empty for no limit. */
export interface OptionGroupForm {
  title: string;
  maxLength: number | null;
  isRequired: boolean;
  isActive: boolean;
}

export const EMPTY_OPTION_GROUP_FORM: OptionGroupForm = { title: '', maxLength: null, isRequired: false, isActive: true };

export const formOfOptionGroup = (group: OptionGroup): OptionGroupForm => ({
  title: group.title,
  maxLength: group.maxLength,
  isRequired: group.isRequired,
  isActive: group.isActive,
});

export const valuesOfForm = (groupId: number, form: OptionGroupForm): OptionGroupValues => ({
  groupId,
  title: form.title.trim(),
  maxLength: form.maxLength,
  isRequired: form.isRequired,
  isActive: form.isActive,
});
