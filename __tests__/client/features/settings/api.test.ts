import { fetchShopSettings } from '@/features/settings/api';
import { ApiError } from '@/shared/api/errors';
import { scope, stubFetch } from './shopState';

let restore = () => {};
afterEach(() => restore());

describe('fetchShopSettings', () => {
  it('answers null for a shop that never saved its settings (404)', async () => {
    const stub = stubFetch({ status: 404, body: { error: 'not_found', message: 'x' } });
    restore = stub.restore;
    expect(await fetchShopSettings(scope)).toBeNull();
    expect(stub.calls.map((call) => call.url)).toEqual(['/menu/accounts/4/shops/10/settings']);
  });

  it("turns a 401 into an 'Unauthorized' error (spec 8)", async () => {
    restore = stubFetch({ status: 401, body: { error: 'unauthorized', message: 'Token expirado.' } }).restore;
    await expect(fetchShopSettings(scope)).rejects.toEqual(new ApiError(401, 'unauthorized', 'Unauthorized'));
  });

  it('reads the record in the app names', async () => {
    restore = stubFetch({ status: 200, body: { id: 3, accountId: 4, shopId: 10, menuType: 0, serviceChargePercent: 12.5 } }).restore;
    expect(await fetchShopSettings(scope)).toEqual({ id: 3, providerId: 4, businessUnitId: 10, menuType: 0, serviceChargePercent: 12.5 });
  });

  it('reads a record without the service charge, from a server before it, as the charge off', async () => {
    restore = stubFetch({ status: 200, body: { id: 3, accountId: 4, shopId: 10, menuType: 0 } }).restore;
    expect(await fetchShopSettings(scope)).toEqual({ id: 3, providerId: 4, businessUnitId: 10, menuType: 0, serviceChargePercent: null });
  });
});
