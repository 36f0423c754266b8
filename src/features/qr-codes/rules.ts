import type { QrCode, QrCodeValues } from './api';

export interface SignInHosts {
  foodHost: string;
  kioskHost: string;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Spec 1: the food host when the back office runs on the platform's own domain (the food host's origin),
 * otherwise the kiosk host. A missing kiosk host falls back to the food host rather than a relative link.
 */
export function signInHostOf(pageOrigin: string, hosts: SignInHosts): string {
  const onPlatform = originOf(hosts.foodHost) !== null && originOf(hosts.foodHost) === originOf(pageOrigin);
  const host = onPlatform || !hosts.kioskHost ? hosts.foodHost : hosts.kioskHost;
  return host.replace(/\/+$/, '');
}

/** What the QR image encodes: {host}/sign-in/{code}. */
export function signInLinkOf(code: string, pageOrigin: string, hosts: SignInHosts): string {
  return `${signInHostOf(pageOrigin, hosts)}/sign-in/${encodeURIComponent(code)}`;
}

/** Spec 4's meaning of the prepay toggle, in the variant's word for an invoice ('comanda' or 'compra'). */
export function prepayExplanationOf(isPrepaid: boolean, invoiceNoun: string): string {
  return isPrepaid
    ? 'Um pedido por vez, com o pagamento confirmado antes do preparo.'
    : `O cliente paga quando a ${invoiceNoun} é fechada e pode fazer vários pedidos.`;
}

export function valuesOfQrCode(qrCode: QrCode): QrCodeValues {
  return { location: qrCode.location, isPrepaid: qrCode.isPrepaid, isActive: qrCode.isActive };
}

export function isQrCodeChanged(qrCode: QrCode, values: QrCodeValues): boolean {
  return values.location.trim() !== qrCode.location || values.isPrepaid !== qrCode.isPrepaid || values.isActive !== qrCode.isActive;
}

export function hasMoreQrCodes(loaded: number, count: number): boolean {
  return loaded < count;
}

/** The downloaded image's name: the code keeps files of different tables apart. */
export function qrCodeFileNameOf(qrCode: Pick<QrCode, 'code'>): string {
  return `qrcode-${qrCode.code}.png`;
}
