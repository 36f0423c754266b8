import { closingMethodsOf, closingRouteOf, preselectedMethodOf, settlesOnline } from '@/features/invoices/rules';

describe("the methods 'Confirmar pagamento' offers", () => {
  it('offers the counter methods the shop accepts, Pix included, in the table order; never online', () => {
    expect(closingMethodsOf(['pix', 'online', 'cash', 'creditCard'])).toEqual(['cash', 'creditCard', 'pix']);
  });

  it('offers every counter method while the shop’s list is unknown', () => {
    expect(closingMethodsOf(null)).toEqual(['cash', 'creditCard', 'debitCard', 'pix', 'mealVoucher']);
  });

  it.each([
    ['cash', ['cash', 'pix'], 'cash'],
    ['debitCard', ['cash', 'creditCard', 'pix'], null],
    [null, ['cash', 'creditCard', 'pix'], null],
    ['online', ['cash'], null],
  ] as const)('the customer’s %p among %p preselects %p', (own, offered, preselected) => {
    expect(preselectedMethodOf(own, offered)).toBe(preselected);
  });

  it('only an online comanda is settled without a choice', () => {
    expect(settlesOnline({ paymentMethod: 'online' })).toBe(true);
    expect(settlesOnline({ paymentMethod: 'cash' })).toBe(false);
    expect(settlesOnline({ paymentMethod: null })).toBe(false);
  });
});

describe('how Confirmar records the method chosen', () => {
  const close = { own: null, chosen: 'cash', paymentWaits: true, partlyPaid: false, due: 50 } as const;

  it('a payment waiting and no method of its own: the spec’s inform then close, with the method chosen', () => {
    expect(closingRouteOf(close)).toBe('informAndClose');
    expect(closingRouteOf({ ...close, own: 'cash' })).toBe('informAndClose');
  });

  it('no payment waiting (the customer never asked for the bill): the whole due as the last part, under the method', () => {
    expect(closingRouteOf({ ...close, paymentWaits: false })).toBe('lastPart');
  });

  it('the cashier changing the customer’s method records the new one as the last part', () => {
    expect(closingRouteOf({ ...close, own: 'cash', chosen: 'pix' })).toBe('lastPart');
  });

  it('partly paid, what remains is the last part; nothing due is only closed', () => {
    expect(closingRouteOf({ ...close, partlyPaid: true })).toBe('lastPart');
    expect(closingRouteOf({ ...close, paymentWaits: false, due: 0 })).toBe('informAndClose');
  });
});
