import { sellableValuesOf, type SellableForm } from '@/shared/menu/sellable';
import type { OptionValues } from './api';

/** What a valid form sends: the option group, a trimmed name, no empty description. */
export const valuesOfForm = (optionGroupId: number, form: SellableForm): OptionValues => ({ groupId: optionGroupId, ...sellableValuesOf(form) });
