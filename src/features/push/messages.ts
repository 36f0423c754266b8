/** The message the service worker posts to an open app when staff tap a notification: go to this order. */
export interface OpenOrderMessage {
  type: 'OPEN_ORDER';
  path: string;
}

export const isOpenOrderMessage = (data: unknown): data is OpenOrderMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'OPEN_ORDER' &&
  typeof (data as { path?: unknown }).path === 'string';
