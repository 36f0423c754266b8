import type { DeliverySettings } from '@/features/delivery-settings/api';
import {
  activeAfterSlugEdit,
  canToggleActive,
  deliveryBaseUrlOf,
  deliveryPayloadOf,
  deliveryValuesOf,
  formatPhoneDigits,
  isDeliveryChanged,
  isValidPhone,
  isWellFormedSlug,
  needsSlugCheck,
  phonePayloadOf,
  phoneShownOf,
  slugInputOf,
  type DeliveryValues,
} from '@/features/delivery-settings/rules';

describe('phone', () => {
  it.each([
    ['', null],
    ['(', null],
    ['(11) 98765-4321', '5511987654321'],
    ['(11) 3333-4444', '551133334444'],
    ['(11) 9', '55119'],
  ])('%j is stored as %j', (shown, payload) => {
    expect(phonePayloadOf(shown)).toBe(payload);
  });

  it.each([
    ['5511987654321', true],
    ['551133334444', true],
    ['55113333444', false],
    ['55119876543210', false],
    ['11987654321', false],
    ['5411987654321', false],
    [null, false],
  ])('%j is a valid phone: %s', (payload, valid) => {
    expect(isValidPhone(payload)).toBe(valid);
  });

  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['113333', '(11) 3333'],
    ['1133334', '(11) 3333-4'],
    ['1133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
  ])('digits %j show as %j', (digits, shown) => {
    expect(formatPhoneDigits(digits)).toBe(shown);
  });

  it.each([
    [null, ''],
    ['5511987654321', '(11) 98765-4321'],
    ['551133334444', '(11) 3333-4444'],
  ])('a stored %j shows as %j', (payload, shown) => {
    expect(phoneShownOf(payload)).toBe(shown);
  });
});

describe('slug', () => {
  it.each([
    ['Minha Loja', 'minha-loja'],
    ['CASA  DA ANA', 'casa--da-ana'],
    ['já_vai', 'já_vai'],
    ['loja-1', 'loja-1'],
  ])('typing %j gives %j', (typed, slug) => {
    expect(slugInputOf(typed)).toBe(slug);
  });

  it.each([
    ['', false],
    ['loja', true],
    ['a_b-c0123456789abcde', true],
    ['a'.repeat(21), false],
    ['já', false],
    ['minha.loja', false],
    ['app', false],
    ['sign-in', false],
    ['index.html', false],
    ['robots.txt', false],
    ['web.config', false],
    ['kitchen', false],
    ['assets', false],
    ['apps', true],
  ])('%j is well formed: %s', (slug, ok) => {
    expect(isWellFormedSlug(slug)).toBe(ok);
  });

  it.each([
    ['nova', 'antiga', true],
    ['antiga', 'antiga', false],
    ['nova', null, true],
    ['', 'antiga', false],
    ['', null, false],
    ['app', null, false],
    ['Nova', null, false],
  ])('%j against saved %j needs a server check: %s', (slug, saved, needed) => {
    expect(needsSlugCheck(slug, saved)).toBe(needed);
  });
});

describe('delivery switch', () => {
  it.each([
    ['emptying the slug', 'loja', '', true, false],
    ['emptying an already off', 'loja', '', false, false],
    ['the first letter after empty', '', 'l', false, true],
    ['the first letter after empty, already on', '', 'l', true, true],
    ['editing a slug keeps it on', 'loj', 'loja', true, true],
    ['editing a slug keeps it off', 'loj', 'loja', false, false],
  ])('%s', (_case, previous, next, active, expected) => {
    expect(activeAfterSlugEdit(previous, next, active)).toBe(expected);
  });

  it.each([
    ['', false],
    ['x', true],
  ])('with slug %j the switch can be used: %s', (slug, enabled) => {
    expect(canToggleActive(slug)).toBe(enabled);
  });
});

describe('changed state', () => {
  const saved: DeliverySettings = { id: 7, businessUnitId: 3, phone: '5511987654321', slug: 'loja', isActive: true, fee: 5 };
  const values = (fields: Partial<DeliveryValues> = {}): DeliveryValues => ({ ...deliveryValuesOf(saved), ...fields });

  it.each([
    ['nothing', {}, false],
    ['the phone', { phone: '(11) 3333-4444' }, true],
    ['the phone emptied', { phone: '' }, true],
    ['the slug', { slug: 'loja2' }, true],
    ['the slug emptied', { slug: '' }, true],
    ['active', { isActive: false }, true],
    ['the fee', { fee: 5.01 }, true],
    ['the fee by a float error only', { fee: 5.000000001 }, false],
  ])('an existing record with %s changed', (_case, fields, changed) => {
    expect(isDeliveryChanged(saved, values(fields))).toBe(changed);
  });

  const blank = deliveryValuesOf(null);
  it.each([
    ['nothing typed', blank, false],
    ['only the fee', { ...blank, fee: 8 }, false],
    ['only the switch', { ...blank, isActive: true }, false],
    ['a phone', { ...blank, phone: '(11) 9' }, true],
    ['a slug', { ...blank, slug: 'x' }, true],
  ])('no record yet, %s', (_case, typed, changed) => {
    expect(isDeliveryChanged(null, typed)).toBe(changed);
  });

  it('starts a new record empty, off and free of charge', () => {
    expect(blank).toEqual({ phone: '', slug: '', fee: 0, isActive: false });
  });

  it('sends 55-prefixed digits, null for an empty phone or slug', () => {
    expect(deliveryPayloadOf(3, { phone: '(11) 98765-4321', slug: 'loja', fee: 7.5, isActive: true })).toEqual({
      shopId: 3,
      phone: '5511987654321',
      slug: 'loja',
      active: true,
      fee: 7.5,
    });
    expect(deliveryPayloadOf(3, { phone: '', slug: '', fee: null, isActive: false })).toEqual({
      shopId: 3,
      phone: null,
      slug: null,
      active: false,
      fee: 0,
    });
  });
});

describe('deliveryBaseUrlOf', () => {
  const hosts = { foodHost: 'https://cardapio.exemplo.com.br/', kioskHost: 'https://loja.exemplo.com.br' };
  it.each([
    ['food', 'https://cardapio.exemplo.com.br'],
    ['shop', 'https://loja.exemplo.com.br'],
  ] as const)('%s variant', (variant, url) => {
    expect(deliveryBaseUrlOf(variant, hosts)).toBe(url);
  });
});
