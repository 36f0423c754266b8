/**
 * The guests' menu as pure rules: what an item costs with its choices, whether the choices meet their groups' rules,
 * the cart ('Sacola') and its total, the order sent from it, and the one Idempotency-Key a cart is sent with.
 */
import type { MenuCategory, MenuItem, PlaceOrderBody, PublicMenu } from '@contract/customer';
import { isReadableName, withoutInvisibles } from '@contract/limits';

/** The public API's own bounds (PlaceOrderBodySchema): the page never sends what it would refuse. */
export const ORDER_LIMITS = { quantityMax: 99, linesMax: 50, optionsMax: 50, nameMax: 80 } as const;

/** An item as the guest chose it: its portion (when it has portions), its options and how many. */
export interface Choice {
  itemId: number;
  portionId: number | null;
  optionIds: number[];
  quantity: number;
}

export interface CartLine extends Choice {
  name: string;
  /** What the line says of the choices: 'Grande · Bacon, Cheddar'. */
  details: string;
  unitCents: number;
}

const centsOf = (reais: number) => Math.round(reais * 100);

export function categoryOfItem(menu: PublicMenu, itemId: number): { category: MenuCategory; item: MenuItem } | null {
  for (const category of menu.categories) {
    const item = category.items.find((entry) => entry.id === itemId);
    if (item) return { category, item };
  }
  return null;
}

/** Sold out as a whole: the item itself, or every one of its sizes. */
export const isSoldOut = (item: MenuItem) => !item.available || (item.portions.length > 0 && item.portions.every((portion) => !portion.available));

/** A new choice starts on the item's first (cheapest) portion still on sale, as the menu lists them, and no options. */
export function firstChoiceOf(item: MenuItem): Choice {
  const portion = item.portions.find((entry) => entry.available) ?? item.portions[0];
  return { itemId: item.id, portionId: portion?.id ?? null, optionIds: [], quantity: 1 };
}

/** One unit with its options: a portion's price replaces the item's, as the server prices it. */
export function unitCentsOf(category: MenuCategory, item: MenuItem, choice: Choice): number {
  const portion = item.portions.find((entry) => entry.id === choice.portionId);
  const base = centsOf(portion?.price ?? item.price);
  const options = category.optionGroups.flatMap((group) => group.options).filter((option) => choice.optionIds.includes(option.id));
  return base + options.reduce((sum, option) => sum + centsOf(option.price), 0);
}

/**
 * Taps an option: a group that takes one option swaps it, a group at its limit takes no more, a sold-out option is
 * not taken, and a second tap takes the option back.
 */
export function toggleOption(category: MenuCategory, choice: Choice, optionId: number): Choice {
  if (choice.optionIds.includes(optionId)) return { ...choice, optionIds: choice.optionIds.filter((id) => id !== optionId) };
  const group = category.optionGroups.find((entry) => entry.options.some((option) => option.id === optionId && option.available));
  if (!group) return choice;
  const groupIds = new Set(group.options.map((option) => option.id));
  const picked = choice.optionIds.filter((id) => groupIds.has(id));
  if (group.maxLength === 1) return { ...choice, optionIds: [...choice.optionIds.filter((id) => !groupIds.has(id)), optionId] };
  if (group.maxLength !== null && picked.length >= group.maxLength) return choice;
  if (choice.optionIds.length >= ORDER_LIMITS.optionsMax) return choice;
  return { ...choice, optionIds: [...choice.optionIds, optionId] };
}

export const withQuantity = (choice: Choice, quantity: number): Choice => ({
  ...choice,
  quantity: Math.min(ORDER_LIMITS.quantityMax, Math.max(1, Math.round(quantity))),
});

/**
 * Why the choice cannot go to the cart (the item or its size sold out, a required group left empty, a group over
 * its limit), or null. A required group whose options are all sold out does not block the item, as the server
 * prices it.
 */
export function choiceProblemOf(category: MenuCategory, item: MenuItem, choice: Choice): string | null {
  if (!item.available) return `"${item.name}" está esgotado.`;
  const portion = item.portions.find((entry) => entry.id === choice.portionId);
  if (item.portions.length > 0 && !portion) return 'Escolha o tamanho.';
  if (portion && !portion.available) return `O tamanho "${portion.name}" está esgotado. Escolha outro.`;
  for (const group of category.optionGroups) {
    const picked = group.options.filter((option) => choice.optionIds.includes(option.id));
    const soldOut = picked.find((option) => !option.available);
    if (soldOut) return `A opção "${soldOut.name}" está esgotada.`;
    if (group.required && picked.length === 0 && group.options.some((option) => option.available)) {
      return `Escolha pelo menos uma opção de "${group.title}".`;
    }
    if (group.maxLength !== null && picked.length > group.maxLength) {
      return `Escolha no máximo ${group.maxLength} ${group.maxLength === 1 ? 'opção' : 'opções'} de "${group.title}".`;
    }
  }
  return null;
}

export function cartLineOf(category: MenuCategory, item: MenuItem, choice: Choice): CartLine {
  const portion = item.portions.find((entry) => entry.id === choice.portionId);
  const options = category.optionGroups.flatMap((group) => group.options).filter((option) => choice.optionIds.includes(option.id));
  const details = [portion?.name, options.map((option) => option.name).join(', ')].filter(Boolean).join(' · ');
  return { ...choice, name: item.name, details, unitCents: unitCentsOf(category, item, choice) };
}

const sameChoice = (a: Choice, b: Choice) =>
  a.itemId === b.itemId && a.portionId === b.portionId && [...a.optionIds].sort().join() === [...b.optionIds].sort().join();

/** The same item with the same choices adds to its line rather than making a second one. */
export function addToCart(cart: CartLine[], line: CartLine): CartLine[] {
  const index = cart.findIndex((entry) => sameChoice(entry, line));
  if (index === -1) return [...cart, line];
  return cart.map((entry, at) => (at === index ? { ...entry, ...withQuantity(entry, entry.quantity + line.quantity) } : entry));
}

/** A line brought to zero leaves the cart. */
export function changeLineQuantity(cart: CartLine[], index: number, quantity: number): CartLine[] {
  if (quantity < 1) return cart.filter((_, at) => at !== index);
  return cart.map((entry, at) => (at === index ? { ...entry, ...withQuantity(entry, quantity) } : entry));
}

export const lineTotalCents = (line: CartLine) => line.unitCents * line.quantity;
export const cartTotalCents = (cart: CartLine[]) => cart.reduce((sum, line) => sum + lineTotalCents(line), 0);
export const cartCount = (cart: CartLine[]) => cart.reduce((sum, line) => sum + line.quantity, 0);

/** The name as the server keeps it, or null when it has nothing a person can read. */
export function guestNameOf(typed: string): string | null {
  const name = withoutInvisibles(typed).trim();
  return name.length > 0 && name.length <= ORDER_LIMITS.nameMax && isReadableName(name) ? name : null;
}

/** Why the cart cannot be sent yet, or null. */
export function cartProblemOf(cart: CartLine[], typedName: string): string | null {
  if (cart.length === 0) return 'Sua sacola está vazia.';
  if (cart.length > ORDER_LIMITS.linesMax) return `Um pedido leva até ${ORDER_LIMITS.linesMax} itens diferentes.`;
  if (guestNameOf(typedName) === null) return 'Diga seu nome para a equipe saber de quem é o pedido.';
  return null;
}

/** The comanda the guest's earlier orders opened, which later orders join (pay-later tables only). */
export interface Comanda {
  invoiceId: number;
  accessToken: string;
}

/** Eaten at the table (type 0): the server prices every line from the menu, so no price is sent. */
export function orderBodyOf(cart: CartLine[], name: string, comanda: Comanda | null): PlaceOrderBody {
  return {
    type: 0,
    customer: { name },
    items: cart.map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      ...(line.portionId !== null ? { portionId: line.portionId } : {}),
      ...(line.optionIds.length > 0 ? { optionIds: [...line.optionIds] } : {}),
    })),
    ...(comanda ? { invoiceId: comanda.invoiceId, accessToken: comanda.accessToken } : {}),
  };
}

/** A cart on its way: the key it was first sent with, and exactly what was sent. */
export interface Sending {
  key: string;
  body: string;
}

/**
 * The key to send this order with: the same as the last attempt while the order is the same (a double tap, a retry
 * after a lost answer, so the server places it once), a new one once the guest changed it (the server refuses a key
 * reused for another order).
 */
export function sendingOf(previous: Sending | null, body: PlaceOrderBody, newKey: () => string): Sending {
  const sent = JSON.stringify(body);
  return previous && previous.body === sent ? previous : { key: newKey(), body: sent };
}
