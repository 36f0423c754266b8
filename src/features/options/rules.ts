import { formOfSellable, sellableValuesOf, type SellableForm } from '@/shared/menu/sellable';
import type { OptionValues } from './api';

export const formOfOption = formOfSellable;

/** What a valid form sends: the option group, a trimmed name, no empty description. */
export const valuesOfForm = (optionGroupId: number, form: SellableForm): OptionValues => ({ groupId: optionGroupId, ...sellableValuesOf(form) });
