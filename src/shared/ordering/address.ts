import type { Address } from '@contract/ordering';

/** A delivery address as every screen and receipt prints it: street line, then neighborhood and city, then CEP. */
export function addressLinesOf(address: Address | null | undefined): string[] {
  if (!address) return [];
  const street = [`${address.street}, ${address.number}`, address.complement].filter(Boolean).join(' - ');
  const city = [address.city, address.district].filter(Boolean).join(' - ');
  const place = [address.neighborhood, city].filter(Boolean).join(', ');
  return [street, place, address.cep ? `CEP ${address.cep}` : ''].filter(Boolean);
}
