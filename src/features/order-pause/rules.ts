import type { OrderPause, OrderPauseBody } from '@contract/ordering';

export type PauseMinutes = OrderPauseBody['minutes'];

/**
 * The choices of 'Pausar pedidos', shortest first, then the pause that lasts until someone resumes. The minutes
 * are typed against the contract's (a value import from contract/ would bring its schema library along).
 */
export const PAUSE_CHOICES: { minutes: PauseMinutes; label: string }[] = [
  { minutes: 15, label: '15 minutos' },
  { minutes: 30, label: '30 minutos' },
  { minutes: 60, label: '1 hora' },
  { minutes: null, label: 'Até eu retomar' },
];

/**
 * Whether the shop refuses new orders at an instant. A pause whose time has come counts as over even before the
 * server's 'resumed' reaches this device, so a late event never keeps the banner up.
 */
export function isPausedAt(pause: OrderPause | null, now: number): boolean {
  if (!pause?.paused) return false;
  return pause.resumeAt === null || Date.parse(pause.resumeAt) > now;
}

const clockTime = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** 'Pedidos pausados até 20:30', or without the time when the pause lasts until someone resumes. */
export function pauseBannerText(pause: OrderPause): string {
  return pause.resumeAt === null ? 'Pedidos pausados' : `Pedidos pausados até ${clockTime.format(new Date(pause.resumeAt))}`;
}
