import { matchPath } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import type { Portion, PortionValues } from './api';
import type { PortionForm } from './schema';

export const EMPTY_PORTION_FORM: PortionForm = { name: '', price: null, isAvailable: true };

export const formOfPortion = (portion: Portion): PortionForm => ({
  name: portion.name,
  price: portion.price,
  isAvailable: portion.isAvailable,
});

export const valuesOfForm = (itemId: number, form: PortionForm): PortionValues => ({
  itemId,
  name: form.name.trim(),
  price: form.price ?? 0,
  isAvailable: form.isAvailable,
});

/** Spec 2: from a portion reached straight from its product, back leads to the product's portions instead. */
export function cameFromItemDetails(previousPath: string | undefined): boolean {
  return previousPath !== undefined && matchPath({ path: paths.ItemDetails, end: true }, previousPath) !== null;
}
