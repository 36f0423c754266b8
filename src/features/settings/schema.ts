import { mixed, object } from 'yup';
import '@/shared/forms/locale';
import type { MenuType } from './api';

export const settingsSchema = object({
  menuType: mixed<MenuType>().oneOf([0, 1]).nullable().defined(),
});
