import { shopPathOf } from '@contract/paths';
import type { Invoice, InvoiceList } from '@contract/ordering';
import type { QrCodeList } from '@contract/shop';
import type { TableLayout } from '@contract/tables';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';
import type { QrCodePlace } from './rules';

/** The servers' largest page. */
const PAGE = 100;

const layoutPath = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/tables/layout`;

/** The shop's QR codes in the order of its map. */
export function fetchTableLayout(scope: ShopScope): Promise<TableLayout> {
  return request<TableLayout>('GET', layoutPath(scope));
}

export function saveTableLayout(scope: ShopScope, qrcodeIds: number[]): Promise<TableLayout> {
  return request<TableLayout>('PUT', layoutPath(scope), { json: { qrcodeIds } });
}

/** Every QR code of the shop (the list QR codes shows), page after page: a room has far fewer than a page. */
export async function fetchQrCodePlaces(scope: ShopScope): Promise<QrCodePlace[]> {
  const places: QrCodePlace[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await request<QrCodeList>('GET', `${shopPathOf('menu', scope)}/qrcodes`, { query: { offset, limit: PAGE } });
    places.push(...page.qrcodes.map((code) => ({ id: code.id, location: code.locationName, active: code.active })));
    if (page.qrcodes.length === 0 || offset + page.qrcodes.length >= page.count) return places;
  }
}

/**
 * The comandas at tables now (open, or waiting for payment), whatever day they were opened, each with its orders:
 * the Comandas list's own calls, without its filters.
 */
export async function fetchOpenComandas(scope: ShopScope): Promise<Invoice[]> {
  const path = `${shopPathOf('ordering', scope)}/invoices`;
  const listed: Invoice[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await request<InvoiceList>('GET', path, { query: { status: ['open', 'closing'], offset, limit: PAGE } });
    listed.push(...page.invoices);
    if (page.invoices.length === 0 || offset + page.invoices.length >= page.count) break;
  }
  return Promise.all(listed.map((invoice) => request<Invoice>('GET', `${path}/${invoice.id}`)));
}
