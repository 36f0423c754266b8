/**
 * Whether the menu takes orders now: a shop that paused new orders, or one whose menu is only to be read (lite),
 * shows its menu and takes no order.
 */
import type { PublicMenu } from '@contract/customer';

export interface OrderingBlock {
  reason: 'paused' | 'lite';
  title: string;
  message: string;
}

/** On the phone's clock, which is the shop's: the guest is at its table. */
const clockTime = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** Why this menu takes no order at `now`, or null when it does. A pause past its time is over. */
export function orderingBlockOf(menu: Pick<PublicMenu, 'menuType' | 'pause'>, now: number): OrderingBlock | null {
  const { paused, resumeAt } = menu.pause;
  if (paused && (resumeAt === null || Date.parse(resumeAt) > now)) {
    return {
      reason: 'paused',
      title: resumeAt === null ? 'Pedidos pausados' : `Pedidos pausados até ${clockTime.format(new Date(resumeAt))}`,
      message: 'O restaurante não está recebendo pedidos agora. Você pode olhar o cardápio enquanto isso.',
    };
  }
  if (menu.menuType === 0) {
    return { reason: 'lite', title: 'Cardápio para consulta', message: 'Para pedir, toque em Chamar garçom.' };
  }
  return null;
}

/** Staff cannot be called while the shop is paused: the server refuses calls as it refuses orders. */
export const takesCalls = (block: OrderingBlock | null) => block?.reason !== 'paused';

/** An order refused because the shop paused or something sold out meanwhile: the menu is read again to show it. */
export const refusalChangesMenu = (status: number) => status === 409 || status === 423;
