import { sellableValuesOf, type SellableForm } from '@/shared/menu/sellable';
import type { ItemValues } from './api';

/** What a valid form sends: the category, a trimmed name, no empty description. */
export const valuesOfForm = (groupId: number, form: SellableForm): ItemValues => ({ groupId, ...sellableValuesOf(form) });
