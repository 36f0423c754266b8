import { sellableForm } from '@/shared/menu/SellableFields';

/** A product's form, in 'Novo produto' and on its screen. */
export const itemForm = sellableForm(3);
