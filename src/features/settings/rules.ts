import { ORDER_ESCALATION_MINUTES } from '@contract/limits';
import { SERVICE_CHARGE_DEFAULT_PERCENT, serviceChargePercentProblemOf } from '@contract/service-charge';
import type { MenuType, ShopSettings, ShopSettingsChange } from './api';

export const MENU_LITE: MenuType = 0;
export const MENU_FULL: MenuType = 1;

/** Spec 4: the interactive toggle on means full (1), off means lite (0). */
export const menuTypeOfToggle = (interactive: boolean): MenuType => (interactive ? MENU_FULL : MENU_LITE);
export const isInteractiveMenu = (menuType: MenuType | null): boolean => menuType === MENU_FULL;

/** The settings form: the menu mode, and 'Taxa de serviço' as a switch and the percent as typed ('12,5'). */
export interface SettingsValues {
  menuType: MenuType | null;
  serviceChargeOn: boolean;
  serviceChargeText: string;
}

/** The percent as the field shows it: the shop's own, or the customary 10% offered when it is turned on. */
export const serviceChargeTextOf = (percent: number | null): string =>
  (percent ?? SERVICE_CHARGE_DEFAULT_PERCENT).toLocaleString('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

export const settingsValuesOf = (record: ShopSettings | null): SettingsValues => ({
  menuType: record?.menuType ?? null,
  serviceChargeOn: record?.serviceChargePercent != null,
  serviceChargeText: serviceChargeTextOf(record?.serviceChargePercent ?? null),
});

/** '12,5' or '12.5' as 12.5; null when it is not a number. */
export function parsePercentText(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : null;
}

/** Why the typed percent cannot be saved (the server's own words); null when it can, or while the charge is off. */
export function serviceChargeTextProblemOf(values: Pick<SettingsValues, 'serviceChargeOn' | 'serviceChargeText'>): string | null {
  if (!values.serviceChargeOn) return null;
  const percent = parsePercentText(values.serviceChargeText);
  return percent === null ? 'Informe o percentual, como 10 ou 12,5.' : serviceChargePercentProblemOf(percent);
}

/** The service charge the form holds: null when off (or not a number yet). */
export const serviceChargeOfValues = (values: Pick<SettingsValues, 'serviceChargeOn' | 'serviceChargeText'>): number | null =>
  values.serviceChargeOn ? parsePercentText(values.serviceChargeText) : null;

/**
 * Spec 4: a shop without settings counts as changed once a mode is chosen; otherwise when the mode differs. The
 * service charge counts as a change when it is turned on or off, or its percent differs.
 */
export function isSettingsChanged(record: ShopSettings | null, values: SettingsValues): boolean {
  const percent = serviceChargeOfValues(values);
  if (!record) return values.menuType !== null || values.serviceChargeOn;
  return values.menuType !== record.menuType || values.serviceChargeOn !== (record.serviceChargePercent !== null) || (values.serviceChargeOn && percent !== record.serviceChargePercent);
}

/** What 'Salvar' sends: a shop saving its service charge before ever choosing a mode keeps the lite one it sees. */
export const settingsChangeOf = (values: SettingsValues): ShopSettingsChange => ({
  menuType: values.menuType ?? MENU_LITE,
  serviceChargePercent: serviceChargeOfValues(values),
});

/** The minutes offered for 'Avisar todos se um pedido ficar sem resposta por', besides 'Desligado'. */
export const ESCALATION_CHOICES: readonly number[] = [1, 2, ORDER_ESCALATION_MINUTES.default, 5, 10, 15, 20, ORDER_ESCALATION_MINUTES.max];

/** The choices to show: the offered ones, and the shop's own if it saved another (through the API). */
export const escalationChoicesWith = (minutes: number | null): number[] =>
  minutes === null || ESCALATION_CHOICES.includes(minutes) ? [...ESCALATION_CHOICES] : [...ESCALATION_CHOICES, minutes].sort((a, b) => a - b);

export const escalationChoiceLabel = (minutes: number | null): string =>
  minutes === null ? 'Desligado' : minutes === 1 ? '1 minuto' : `${minutes} minutos`;
