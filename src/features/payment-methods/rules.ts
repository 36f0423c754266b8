import type { CatalogueMethod, PaymentMethod } from './api';

/** The catalogue methods the shop does not accept yet: the only ones the add modal offers. */
export function unboundMethodsOf(catalogue: readonly CatalogueMethod[], bound: readonly PaymentMethod[]): CatalogueMethod[] {
  const taken = new Set(bound.map((method) => method.paymentMethodId));
  return catalogue.filter((method) => !taken.has(method.id));
}

export function visibilityChipOf(method: Pick<PaymentMethod, 'isPublic'>): 'Público' | 'Privado' {
  return method.isPublic ? 'Público' : 'Privado';
}

/** A live update may only refresh what is on screen: the loaded list or a method already shown. */
export function isReloadWanted(listLoaded: boolean, knownIds: readonly number[], id: number): boolean {
  return listLoaded || knownIds.includes(id);
}
