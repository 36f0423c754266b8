import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { createMember } from '@server/repositories/team/members';
import { pinDigestOf } from '@server/security/pins';
import { createOrderingApp, type OrderingApp } from '../../ordering/ordering-fixture';
import { fakePushNetwork } from '../../support/push-network';
import { fileForm } from '../../menu/support';
import { routeCollector, type CatalogueRoute } from './route-catalogue';

/** Records of the demo shop, for path params that make an owner's call really succeed. */
export interface Records {
  itemGroupId: number;
  itemId: number;
  portionId: number;
  optionGroupId: number;
  optionId: number;
  qrcodeId: number;
  qrcodeCode: string;
  invoiceId: number;
  orderId: number;
  orderPaymentId: number;
  shopPaymentMethodId: number;
}

export interface SecurityApp {
  t: OrderingApp;
  routes: CatalogueRoute[];
  records: Records;
  /** /menu/accounts/{a}/shops/{s} params of the demo shop. */
  shopParams: { accountId: number; shopId: number };
  /** A call with the demo provider's token 2 that must succeed; answers the JSON body. */
  own<T = Record<string, unknown>>(method: InjectOptions['method'], url: string, payload?: object, headers?: Record<string, string>): Promise<T>;
}

function expectOk(res: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (res.statusCode >= 300) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return res;
}

async function firstId(query: Promise<{ id: number } | undefined>, what: string): Promise<number> {
  const row = await query;
  if (!row) throw new Error(`The demo seed has no ${what}`);
  return row.id;
}

/**
 * The real app with both demo shops seeded, every route it registered, a photo on the demo item, and a person of the
 * other shop's team (the demo shop's are seeded).
 */
export async function createSecurityApp(): Promise<SecurityApp> {
  const collector = routeCollector();
  const t = await createOrderingApp({ onRoute: collector.onRoute, pushNetwork: fakePushNetwork().options });
  const { providerId, shopId } = t.demo.demo;
  const own = async <T>(method: InjectOptions['method'], url: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method, url, headers: { ...t.staff, ...headers }, ...(payload ? { payload } : {}) });
    const answered = expectOk(res, `${method} ${url}`);
    // A 204 answers nothing to read.
    return (answered.body === '' ? undefined : answered.json<T>()) as T;
  };
  try {
    const db = t.db;
    const itemId = await firstId(
      db.selectFrom('portions').innerJoin('items', 'items.id', 'portions.item_id')
        .select('items.id').where('items.location_id', '=', shopId).orderBy('items.id').executeTakeFirst(),
      'item with portions',
    );
    const item = await db.selectFrom('items').select('group_id').where('id', '=', itemId).executeTakeFirstOrThrow();
    const optionGroupId = await firstId(
      db.selectFrom('options').innerJoin('option_groups', 'option_groups.id', 'options.option_group_id')
        .select('option_groups.id').where('option_groups.location_id', '=', shopId).orderBy('option_groups.id').executeTakeFirst(),
      'option group with options',
    );
    const qrcode = await db.selectFrom('qrcodes').select(['id', 'code']).where('location_id', '=', shopId)
      .orderBy('id').executeTakeFirstOrThrow();
    const photo = await sharp({ create: { width: 720, height: 480, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const form = fileForm(photo);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/menu/accounts/${providerId}/shops/${shopId}/items/${itemId}/image`,
      payload: form.payload,
      headers: { ...t.staff, ...form.headers },
    });
    const records: Records = {
      itemGroupId: item.group_id,
      itemId,
      portionId: await firstId(db.selectFrom('portions').select('id').where('item_id', '=', itemId).executeTakeFirst(), 'portion'),
      optionGroupId,
      optionId: await firstId(
        db.selectFrom('options').select('id').where('option_group_id', '=', optionGroupId).executeTakeFirst(),
        'option',
      ),
      qrcodeId: qrcode.id,
      qrcodeCode: qrcode.code,
      invoiceId: await firstId(db.selectFrom('invoices').select('id').where('location_id', '=', shopId).executeTakeFirst(), 'invoice'),
      orderId: await firstId(db.selectFrom('orders').select('id').where('location_id', '=', shopId).executeTakeFirst(), 'order'),
      orderPaymentId: await firstId(
        db.selectFrom('order_payments').select('id').where('location_id', '=', shopId).executeTakeFirst(),
        'order payment',
      ),
      shopPaymentMethodId: await firstId(
        db.selectFrom('location_payment_methods').select('id').where('location_id', '=', shopId).executeTakeFirst(),
        'payment method of the shop',
      ),
    };
    expectOk(uploaded, 'the photo upload');
    await createMember(db, t.demo.other.shopId, { name: 'Vizinha', role: 'manager' }, await pinDigestOf(db, '1234'));
    return { t, routes: collector.list(), records, shopParams: { accountId: providerId, shopId }, own };
  } catch (err) {
    await t.close();
    throw err;
  }
}
