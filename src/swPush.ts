import { pathTo } from '@/shared/routing/paths';
import type { OpenOrderMessage } from '@/features/push/messages';
import {
  escalatedCallNotificationTitle,
  escalatedOrderNotificationTitle,
  isEscalatedCallPush,
  isEscalatedOrderPush,
  isNewOrderPush,
  newOrderNotificationTitle,
  notificationTagOf,
} from '@/features/push/rules';

declare const self: ServiceWorkerGlobalScope;

// A push the worker cannot read still has to show something: Chromium replaces a silent push with its own notice.
const FALLBACK_TITLE = 'Novo pedido';

function readPush(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

/**
 * Shows an order pushed by the server, one notification per order: 'Novo pedido #12 — Mesa 3 — $ 42,00' when it
 * arrives, replaced by 'Pedido #12 sem resposta há 3 min — Mesa 3' (sounding and vibrating again) when nobody took it.
 */
export function showPushedOrder(event: PushEvent): Promise<void> {
  const push = readPush(event);
  if (isEscalatedCallPush(push)) {
    return self.registration.showNotification(escalatedCallNotificationTitle(push), {
      tag: `call-${push.call.id}`,
      icon: '/icons/icon-192.png',
      requireInteraction: true,
      // As an escalated order's: it must alert again, louder, not sit among the others.
      ...{ renotify: true, vibrate: [400, 100, 400, 100, 400] },
      data: { path: pathTo('Calls') },
    });
  }
  const escalated = isEscalatedOrderPush(push);
  if (!escalated && !isNewOrderPush(push)) return self.registration.showNotification(FALLBACK_TITLE, { data: { path: pathTo('Orders') } });
  return self.registration.showNotification(escalated ? escalatedOrderNotificationTitle(push) : newOrderNotificationTitle(push), {
    tag: notificationTagOf(push),
    icon: '/icons/icon-192.png',
    // Stays until someone looks: an order alert that fades by itself can be missed.
    requireInteraction: true,
    // The escalation replaces the order's first notice: it must alert again, not change silently.
    ...(escalated ? { renotify: true, vibrate: [400, 100, 400, 100, 400] } : {}),
    data: { path: pathTo('OrderDetails', { orderId: push.order.id }) },
  });
}

/** Brings the app forward on the order: an open window navigates itself (keeping its sound and session), else a new one. */
export async function openNotifiedOrder(notification: Notification): Promise<void> {
  notification.close();
  const path = (notification.data as { path?: unknown } | null)?.path;
  const target = typeof path === 'string' && path.startsWith('/') ? path : pathTo('Orders');
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const message: OpenOrderMessage = { type: 'OPEN_ORDER', path: target };
  open.postMessage(message);
  await open.focus();
}
