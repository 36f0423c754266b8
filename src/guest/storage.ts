/**
 * What the guest's phone keeps between visits to the table's page: the comanda their orders joined (so a second order
 * goes to the same bill) and the name they gave. Storage may be refused (private mode): the page then just forgets.
 */
import type { Comanda } from './rules';

const comandaKey = (code: string) => `guest-comanda:${code}`;
const NAME_KEY = 'guest-name';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the next order opens its own comanda, which staff can join with 'Juntar com…'.
  }
}

export function savedComanda(code: string): Comanda | null {
  try {
    const saved = JSON.parse(read(comandaKey(code)) ?? 'null') as Partial<Comanda> | null;
    return saved && Number.isInteger(saved.invoiceId) && typeof saved.accessToken === 'string'
      ? { invoiceId: saved.invoiceId as number, accessToken: saved.accessToken }
      : null;
  } catch {
    return null;
  }
}

export const keepComanda = (code: string, comanda: Comanda | null) => write(comandaKey(code), comanda && JSON.stringify(comanda));
export const savedName = () => read(NAME_KEY) ?? '';
export const keepName = (name: string) => write(NAME_KEY, name);
