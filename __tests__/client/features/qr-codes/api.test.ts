import { createQrCode, fetchQrCodes, updateQrCode } from '@/features/qr-codes/api';
import { scope, stubFetch } from '../settings/shopState';

let restore = () => {};
afterEach(() => restore());

const dto = { id: 5, shopId: 10, locationName: 'Mesa 5', code: 'abcdefghij', prepay: true, active: false };
const qrCode = { id: 5, businessUnitId: 10, location: 'Mesa 5', code: 'abcdefghij', isPrepaid: true, isActive: false };

describe('QR code calls', () => {
  it('send locationName, prepay and active, with shopId on edit, and read the app names back', async () => {
    const stub = stubFetch({ status: 200, body: dto });
    restore = stub.restore;
    const values = { location: 'Mesa 5', isPrepaid: true, isActive: false };
    expect(await createQrCode(scope, values)).toEqual(qrCode);
    expect(await updateQrCode(scope, 5, values)).toEqual(qrCode);
    expect(stub.calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/menu/accounts/4/shops/10/qrcodes', { locationName: 'Mesa 5', prepay: true, active: false }],
      ['PUT', '/menu/accounts/4/shops/10/qrcodes/5', { shopId: 10, locationName: 'Mesa 5', prepay: true, active: false }],
    ]);
  });

  it('pages the list with offset and limit', async () => {
    const stub = stubFetch({ status: 200, body: { qrcodes: [dto], count: 41 } });
    restore = stub.restore;
    expect(await fetchQrCodes(scope, 20)).toEqual({ qrCodes: [qrCode], count: 41 });
    expect(stub.calls[0].url).toBe('/menu/accounts/4/shops/10/qrcodes?offset=20&limit=20');
  });
});
