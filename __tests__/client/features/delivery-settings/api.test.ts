import { fetchDeliverySettings, updateDeliverySettings, verifySlug } from '@/features/delivery-settings/api';
import { ApiError } from '@/shared/api/errors';
import { scope, stubFetch } from '../settings/shopState';

let restore = () => {};
afterEach(() => restore());

describe('delivery settings calls', () => {
  it('answers null for a shop that never saved them (404) and keeps other failures', async () => {
    restore = stubFetch({ status: 404, body: { error: 'not_found', message: 'x' } }).restore;
    expect(await fetchDeliverySettings(scope)).toBeNull();
    restore();
    restore = stubFetch({ status: 500, body: { error: 'internal', message: 'Erro interno do servidor.' } }).restore;
    await expect(fetchDeliverySettings(scope)).rejects.toEqual(new ApiError(500, 'internal', 'Erro interno do servidor.'));
  });

  it('sends the payload by id and reads the answer in the app names', async () => {
    const stub = stubFetch({ status: 200, body: { id: 7, shopId: 10, phone: '5511987654321', slug: 'loja', active: true, fee: 5 } });
    restore = stub.restore;
    const payload = { shopId: 10, phone: '5511987654321', slug: 'loja', active: true, fee: 5 };
    expect(await updateDeliverySettings(scope, 7, payload)).toEqual({
      id: 7,
      businessUnitId: 10,
      phone: '5511987654321',
      slug: 'loja',
      isActive: true,
      fee: 5,
    });
    expect(stub.calls).toEqual([{ url: '/menu/accounts/4/shops/10/delivery-settings/7', method: 'PUT', body: payload }]);
  });

  it('asks /menu/verify about a slug for the asking shop', async () => {
    const stub = stubFetch({ status: 200, body: { valid: false } });
    restore = stub.restore;
    expect(await verifySlug(scope, 'minha-loja')).toBe(false);
    expect(stub.calls[0].url).toBe('/menu/verify?slug=minha-loja&shopId=10');
  });
});
