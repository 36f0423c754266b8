import type { Order } from '@contract/ordering';

export interface OrderMenuRecord {
  id: number;
  name: string;
}

/** The menu's products and options an order names, once each, in the order's order; removed ones are left out. */
export function menuRecordsOf(order: Pick<Order, 'items'>): { items: OrderMenuRecord[]; options: OrderMenuRecord[] } {
  const items = new Map<number, OrderMenuRecord>();
  const options = new Map<number, OrderMenuRecord>();
  for (const line of order.items) {
    if (line.itemId != null && !items.has(line.itemId)) items.set(line.itemId, { id: line.itemId, name: line.name });
    for (const option of line.options) {
      if (option.optionId != null && !options.has(option.optionId)) options.set(option.optionId, { id: option.optionId, name: option.name });
    }
  }
  return { items: [...items.values()], options: [...options.values()] };
}

/**
 * What the confirmation says before a product is marked sold out from an order's screen: 'Esgotar' sits just
 * under the items, and a tap meant for Iniciar must not take a product off the customers' menu ('cardápio', or the
 * shop's 'catálogo').
 */
export function productSoldOutMessage(name: string, menuTerm: string): string {
  return `Marcar "${name}" como indisponível? Os clientes o veem esgotado no ${menuTerm.toLowerCase()} até você tocar em Disponível.`;
}

/** What the confirmation says before an option is marked sold out for every product that offers it. */
export function optionSoldOutMessage(name: string, productCount: number): string {
  const where = productCount === 1 ? 'Esta opção aparece em 1 produto' : `Esta opção aparece em ${productCount} produtos`;
  return `${where}. Marcar "${name}" como indisponível em todos eles?`;
}
