import { sellableForm } from '@/shared/menu/SellableFields';

/** An option's form, in 'Nova opção' and on its screen. */
export const optionForm = sellableForm(2);
