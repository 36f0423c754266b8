import { ORDER_ESCALATION_MINUTES } from '@contract/limits';
import type { MenuType, ShopSettings } from './api';

export const MENU_LITE: MenuType = 0;
export const MENU_FULL: MenuType = 1;

/** Spec 4: the interactive toggle on means full (1), off means lite (0). */
export const menuTypeOfToggle = (interactive: boolean): MenuType => (interactive ? MENU_FULL : MENU_LITE);
export const isInteractiveMenu = (menuType: MenuType | null): boolean => menuType === MENU_FULL;

/** Spec 4: a shop without settings counts as changed once a mode is chosen; otherwise when the mode differs. */
export function isSettingsChanged(record: ShopSettings | null, menuType: MenuType | null): boolean {
  return record ? menuType !== record.menuType : menuType !== null;
}

/** The minutes offered for 'Avisar todos se um pedido ficar sem resposta por', besides 'Desligado'. */
export const ESCALATION_CHOICES: readonly number[] = [1, 2, ORDER_ESCALATION_MINUTES.default, 5, 10, 15, 20, ORDER_ESCALATION_MINUTES.max];

/** The choices to show: the offered ones, and the shop's own if it saved another (through the API). */
export const escalationChoicesWith = (minutes: number | null): number[] =>
  minutes === null || ESCALATION_CHOICES.includes(minutes) ? [...ESCALATION_CHOICES] : [...ESCALATION_CHOICES, minutes].sort((a, b) => a - b);

export const escalationChoiceLabel = (minutes: number | null): string =>
  minutes === null ? 'Desligado' : minutes === 1 ? '1 minuto' : `${minutes} minutos`;
