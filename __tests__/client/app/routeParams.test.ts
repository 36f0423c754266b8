import { parseRouteParams } from '@/shared/routing/routeParams';
import { pathTo } from '@/shared/routing/paths';

describe('parseRouteParams', () => {
  it.each([
    [{ orderId: '12' }, ['orderId'], { ok: true, values: { orderId: 12 } }],
    [{ itemGroupId: '1', itemId: '20' }, ['itemGroupId', 'itemId'], { ok: true, values: { itemGroupId: 1, itemId: 20 } }],
    [{}, ['orderId'], { ok: false, message: 'Param "orderId" was not received' }],
    [{ orderId: '' }, ['orderId'], { ok: false, message: 'Param "orderId" was not received' }],
    [{ orderId: 'abc' }, ['orderId'], { ok: false, message: 'Could not parse "orderId", received "abc"' }],
    [{ orderId: '1.5' }, ['orderId'], { ok: false, message: 'Could not parse "orderId", received "1.5"' }],
    [{ orderId: '-3' }, ['orderId'], { ok: false, message: 'Could not parse "orderId", received "-3"' }],
    [{ orderId: '12x' }, ['orderId'], { ok: false, message: 'Could not parse "orderId", received "12x"' }],
  ])('%j with %j → %j', (params, names, expected) => {
    expect(parseRouteParams(params, names)).toEqual(expected);
  });
});

describe('pathTo', () => {
  it('fills every parameter of a route', () => {
    expect(pathTo('PortionDetails', { itemGroupId: 1, itemId: 2, portionId: 3 })).toBe('/menu/1/items/2/portions/3');
  });

  it('refuses a route whose parameter is missing', () => {
    expect(() => pathTo('OrderDetails')).toThrow('Param "orderId" was not received');
  });
});
