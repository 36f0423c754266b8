import { boolean, object } from 'yup';
import { MENU_LIMITS } from '@contract/limits';
import { nameField } from '@/shared/menu/fields';

export const CATEGORY_TITLE_MAX_LENGTH = MENU_LIMITS.name;

export const itemGroupSchema = object({
  title: nameField(),
  isActive: boolean().required(),
});
