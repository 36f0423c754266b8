import { descriptionValueOf } from '@/shared/menu/fields';
import type { Option, OptionValues } from './api';
import type { OptionForm } from './schema';

export const EMPTY_OPTION_FORM: OptionForm = { name: '', description: '', price: null, isAvailable: true };

export const formOfOption = (option: Option): OptionForm => ({
  name: option.name,
  description: option.description ?? '',
  price: option.price,
  isAvailable: option.isAvailable,
});

export const valuesOfForm = (optionGroupId: number, form: OptionForm): OptionValues => ({
  groupId: optionGroupId,
  name: form.name.trim(),
  description: descriptionValueOf(form.description),
  price: form.price ?? 0,
  isAvailable: form.isAvailable,
});
