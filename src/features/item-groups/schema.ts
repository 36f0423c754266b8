import { boolean, object } from 'yup';
import { nameField } from '@/shared/menu/fields';

export const CATEGORY_TITLE_MAX_LENGTH = 50;

export const itemGroupSchema = object({
  title: nameField(),
  isActive: boolean().required(),
});
