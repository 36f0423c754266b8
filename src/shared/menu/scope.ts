import { shopPathOf } from '@contract/paths';
import type { ShopScope } from '@/shared/session/scope';

export const menuBaseOf = (scope: ShopScope) => shopPathOf('menu', scope);

/** How many rows a list asks for at a time; the server allows up to 100. */
export const MENU_PAGE_SIZE = 20;
