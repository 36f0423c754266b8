/**
 * The rules of pricing an order (spec section 4) as pure functions: a line's price, its options' groups, the
 * delivery fee, and the whole order priced from the menu's records alone.
 */
import type { OrderType } from '@contract/ordering';

export interface PricedLine {
  /** Menu price of the item, in cents. */
  itemPriceCents: number;
  /** Menu price of the chosen portion, which replaces the item's. */
  portionPriceCents: number | null;
  optionPricesCents: number[];
  quantity: number;
}

/** Unit price and line total in cents, from the menu's prices only. */
export function linePriceOf(line: PricedLine): { unitCents: number; totalCents: number } {
  const unitCents = line.portionPriceCents ?? line.itemPriceCents;
  const optionsCents = line.optionPricesCents.reduce((sum, price) => sum + price, 0);
  return { unitCents, totalCents: (unitCents + optionsCents) * line.quantity };
}

export interface OptionGroupRule {
  id: number;
  title: string;
  required: boolean;
  /** How many options may be picked from the group; null means no limit. */
  maxLength: number | null;
}

/** Why a choice of options breaks its groups' rules (required, quantity limit), or null when it does not. */
export function optionChoiceProblemOf(groups: OptionGroupRule[], chosenGroupIds: number[]): string | null {
  for (const group of groups) {
    const picked = chosenGroupIds.filter((id) => id === group.id).length;
    if (group.required && picked === 0) return `Escolha pelo menos uma opção de "${group.title}".`;
    if (group.maxLength !== null && picked > group.maxLength) {
      return `Escolha no máximo ${group.maxLength} ${group.maxLength === 1 ? 'opção' : 'opções'} de "${group.title}".`;
    }
  }
  return null;
}

/** Delivery (type 3) brings the shop's fee while its delivery settings are active. */
export function deliveryFeeOf(type: OrderType, delivery: { active: boolean; feeCents: number } | null): number {
  return type === 3 && delivery?.active ? delivery.feeCents : 0;
}

/** The prices and availability of exactly the menu records an order names. */
export interface MenuSnapshot {
  items: Map<number, { name: string; categoryId: number; priceCents: number; orderable: boolean }>;
  portions: Map<number, { itemId: number; name: string; priceCents: number; available: boolean }>;
  options: Map<number, { optionGroupId: number; categoryId: number; name: string; priceCents: number; orderable: boolean }>;
  /** The active option groups of each category named. */
  optionGroups: Map<number, OptionGroupRule[]>;
}

export interface RequestedLine {
  itemId: number;
  quantity: number;
  portionId?: number;
  optionIds?: number[];
}

export interface PricedOrderLine {
  itemId: number;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  portion: { name: string; priceCents: number } | null;
  options: { optionId: number; name: string; priceCents: number }[];
}

/** 400: the order names something this menu does not have; 409: the menu has it but it cannot be ordered now. */
export type PricingDecision =
  | { ok: true; lines: PricedOrderLine[]; totalCents: number }
  | { ok: false; status: 400 | 409; message: string };

function priceLine(menu: MenuSnapshot, line: RequestedLine): PricedOrderLine | { status: 400 | 409; message: string } {
  const item = menu.items.get(line.itemId);
  if (!item) return { status: 400, message: `O produto ${line.itemId} não existe neste cardápio.` };
  if (!item.orderable) return { status: 409, message: `"${item.name}" está indisponível.` };

  let portion: PricedOrderLine['portion'] = null;
  if (line.portionId !== undefined) {
    const found = menu.portions.get(line.portionId);
    if (!found || found.itemId !== line.itemId) {
      return { status: 400, message: `A porção ${line.portionId} não é de "${item.name}".` };
    }
    if (!found.available) return { status: 409, message: `A porção "${found.name}" de "${item.name}" está indisponível.` };
    portion = { name: found.name, priceCents: found.priceCents };
  }

  const options: PricedOrderLine['options'] = [];
  const chosenGroups: number[] = [];
  for (const optionId of line.optionIds ?? []) {
    const option = menu.options.get(optionId);
    if (!option || option.categoryId !== item.categoryId) {
      return { status: 400, message: `A opção ${optionId} não é oferecida com "${item.name}".` };
    }
    if (!option.orderable) return { status: 409, message: `A opção "${option.name}" está indisponível.` };
    options.push({ optionId, name: option.name, priceCents: option.priceCents });
    chosenGroups.push(option.optionGroupId);
  }
  const problem = optionChoiceProblemOf(menu.optionGroups.get(item.categoryId) ?? [], chosenGroups);
  if (problem) return { status: 400, message: `${item.name}: ${problem}` };

  const { unitCents, totalCents } = linePriceOf({
    itemPriceCents: item.priceCents,
    portionPriceCents: portion?.priceCents ?? null,
    optionPricesCents: options.map((option) => option.priceCents),
    quantity: line.quantity,
  });
  return { itemId: line.itemId, name: item.name, quantity: line.quantity, unitCents, totalCents, portion, options };
}

/** Prices an order from the menu alone; nothing the customer says about prices is read. */
export function priceOrderLines(menu: MenuSnapshot, lines: RequestedLine[]): PricingDecision {
  const priced: PricedOrderLine[] = [];
  for (const line of lines) {
    const result = priceLine(menu, line);
    if (!('itemId' in result)) return { ok: false, ...result };
    priced.push(result);
  }
  return { ok: true, lines: priced, totalCents: priced.reduce((sum, line) => sum + line.totalCents, 0) };
}
