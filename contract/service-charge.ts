/**
 * 'Taxa de serviço': the optional charge a shop adds to what is eaten at its tables (dine-in orders only, never
 * delivery or takeaway). Pure rules shared by the server, which computes and keeps the amount, and the app, which
 * offers the setting and shows the line.
 *
 * The percent is kept as basis points (10% is 1000) so that no float ever reaches the money maths.
 */

/** What the setting offers when it is turned on. */
export const SERVICE_CHARGE_DEFAULT_PERCENT = 10;
/** Far above any customary charge (10% to 13%), low enough to catch a typo such as 100. */
export const SERVICE_CHARGE_MAX_PERCENT = 30;

/** 0 in place: the only order type the charge applies to. */
const DINE_IN = 0;

export const basisPointsOfPercent = (percent: number): number => Math.round(percent * 100);
export const percentOfBasisPoints = (basisPoints: number): number => basisPoints / 100;

/** Why a percent is refused, in the words the form and the API's 400 use; null when it may be saved. */
export function serviceChargePercentProblemOf(percent: number): string | null {
  if (!Number.isFinite(percent) || percent <= 0) return 'Informe um percentual maior que zero.';
  if (percent > SERVICE_CHARGE_MAX_PERCENT) return `Use no máximo ${SERVICE_CHARGE_MAX_PERCENT}%.`;
  if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-6) return 'Use no máximo duas casas decimais.';
  return null;
}

export interface ChargedOrder {
  /** 0 in place, 1 takeout now, 2 takeout later, 3 delivery. */
  type: number;
  status: string;
  /** The order's items, in cents (never the delivery fee). */
  totalCents: number;
}

/**
 * The charge in cents: the percent of the items of the dine-in orders not canceled, rounded to the nearest centavo
 * (half a centavo up: 10% of R$ 55,55 is R$ 5,56). Nothing when the comanda carries no percent.
 */
export function serviceChargeCentsOf(orders: readonly ChargedOrder[], basisPoints: number | null): number {
  if (basisPoints === null || basisPoints <= 0) return 0;
  const baseCents = orders
    .filter((order) => order.type === DINE_IN && order.status !== 'canceled')
    .reduce((sum, order) => sum + order.totalCents, 0);
  // Integers only: cents × basis points is exact, and adding half the divisor before flooring rounds half up.
  return Math.floor((baseCents * basisPoints + 5_000) / 10_000);
}

/** '10%', '12,5%': the percent as the comanda's line names it. */
export const serviceChargePercentLabel = (percent: number): string =>
  `${percent.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
