import { shopPathOf } from '@contract/paths';
import type { QrCodeDto, QrCodeList } from '@contract/shop';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

/** Spec 3: a QR code as the app names its fields. */
export interface QrCode {
  id: number;
  businessUnitId: number;
  location: string;
  code: string;
  isPrepaid: boolean;
  isActive: boolean;
}

export interface QrCodeValues {
  location: string;
  isPrepaid: boolean;
  isActive: boolean;
}

export const QR_CODES_PAGE_SIZE = 20;

const qrCodesOf = (scope: ShopScope) => `${shopPathOf('menu', scope)}/qrcodes`;

export function toQrCode(dto: QrCodeDto): QrCode {
  return {
    id: dto.id,
    businessUnitId: dto.shopId,
    location: dto.locationName,
    code: dto.code,
    isPrepaid: dto.prepay,
    isActive: dto.active,
  };
}

export async function fetchQrCodes(scope: ShopScope, offset: number, limit = QR_CODES_PAGE_SIZE): Promise<{ qrCodes: QrCode[]; count: number }> {
  const page = await request<QrCodeList>('GET', qrCodesOf(scope), { query: { offset, limit } });
  return { qrCodes: page.qrcodes.map(toQrCode), count: page.count };
}

export async function fetchQrCode(scope: ShopScope, id: number): Promise<QrCode> {
  return toQrCode(await request<QrCodeDto>('GET', `${qrCodesOf(scope)}/${id}`));
}

export async function createQrCode(scope: ShopScope, values: QrCodeValues): Promise<QrCode> {
  const body = { locationName: values.location, prepay: values.isPrepaid, active: values.isActive };
  return toQrCode(await request<QrCodeDto>('POST', qrCodesOf(scope), { json: body }));
}

export async function updateQrCode(scope: ShopScope, id: number, values: QrCodeValues): Promise<QrCode> {
  const body = { shopId: scope.shopId, locationName: values.location, prepay: values.isPrepaid, active: values.isActive };
  return toQrCode(await request<QrCodeDto>('PUT', `${qrCodesOf(scope)}/${id}`, { json: body }));
}
