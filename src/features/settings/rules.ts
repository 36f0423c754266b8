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
