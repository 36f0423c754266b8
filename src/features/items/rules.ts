import { descriptionValueOf } from '@/shared/menu/fields';
import type { Item, ItemValues } from './api';
import type { ItemForm } from './schema';

export const EMPTY_ITEM_FORM: ItemForm = { name: '', description: '', price: null, isAvailable: true };

export const formOfItem = (item: Item): ItemForm => ({
  name: item.name,
  description: item.description ?? '',
  price: item.price,
  isAvailable: item.isAvailable,
});

/** What a valid form sends: a trimmed name, no empty description. */
export function valuesOfForm(groupId: number, form: ItemForm): ItemValues {
  return {
    groupId,
    name: form.name.trim(),
    description: descriptionValueOf(form.description),
    price: form.price ?? 0,
    isAvailable: form.isAvailable,
  };
}
