import type { QrCode } from '@/features/qr-codes/api';
import {
  hasMoreQrCodes,
  isQrCodeChanged,
  prepayExplanationOf,
  qrCodeFileNameOf,
  signInHostOf,
  signInLinkOf,
} from '@/features/qr-codes/rules';

const hosts = { foodHost: 'https://cardapio.exemplo.com.br', kioskHost: 'https://loja.exemplo.com.br' };

describe('signInHostOf', () => {
  it.each([
    ['the platform domain itself', 'https://cardapio.exemplo.com.br', hosts, 'https://cardapio.exemplo.com.br'],
    ['the platform domain, food host given with a path and slash', 'https://cardapio.exemplo.com.br', { ...hosts, foodHost: 'https://cardapio.exemplo.com.br/' }, 'https://cardapio.exemplo.com.br'],
    ['another domain', 'https://painel.restaurante.com.br', hosts, 'https://loja.exemplo.com.br'],
    ['a local server', 'http://127.0.0.1:8080', hosts, 'https://loja.exemplo.com.br'],
    ['the same host over http', 'http://cardapio.exemplo.com.br', hosts, 'https://loja.exemplo.com.br'],
    ['the same host on another port', 'https://cardapio.exemplo.com.br:8443', hosts, 'https://loja.exemplo.com.br'],
    ['a subdomain of the platform', 'https://admin.cardapio.exemplo.com.br', hosts, 'https://loja.exemplo.com.br'],
    ['no food host configured', 'https://cardapio.exemplo.com.br', { ...hosts, foodHost: '' }, 'https://loja.exemplo.com.br'],
    ['no kiosk host configured', 'http://127.0.0.1:8080', { ...hosts, kioskHost: '' }, 'https://cardapio.exemplo.com.br'],
    ['a kiosk host with a trailing slash', 'http://127.0.0.1:8080', { ...hosts, kioskHost: 'https://loja.exemplo.com.br/' }, 'https://loja.exemplo.com.br'],
  ])('picks the right host on %s', (_case, origin, given, expected) => {
    expect(signInHostOf(origin, given)).toBe(expected);
  });
});

describe('signInLinkOf', () => {
  it.each([
    ['https://cardapio.exemplo.com.br', 'AbC-12_xyZ9', 'https://cardapio.exemplo.com.br/sign-in/AbC-12_xyZ9'],
    ['http://localhost:3000', 'mesa-1', 'https://loja.exemplo.com.br/sign-in/mesa-1'],
    ['http://localhost:3000', 'a b/c', 'https://loja.exemplo.com.br/sign-in/a%20b%2Fc'],
  ])('from %s encodes %s as %s', (origin, code, link) => {
    expect(signInLinkOf(code, origin, hosts)).toBe(link);
  });
});

describe('prepayExplanationOf', () => {
  it.each([
    [true, 'comanda', 'Um pedido por vez, com o pagamento confirmado antes do preparo.'],
    [false, 'comanda', 'O cliente paga quando a comanda é fechada e pode fazer vários pedidos.'],
    [false, 'compra', 'O cliente paga quando a compra é fechada e pode fazer vários pedidos.'],
  ])('prepay %s (%s)', (prepay, noun, text) => {
    expect(prepayExplanationOf(prepay, noun)).toBe(text);
  });
});

describe('isQrCodeChanged', () => {
  const saved: QrCode = { id: 1, businessUnitId: 2, location: 'Mesa 1', code: 'abc', isPrepaid: false, isActive: true };
  it.each([
    ['nothing', { location: 'Mesa 1', isPrepaid: false, isActive: true }, false],
    ['only surrounding spaces', { location: ' Mesa 1 ', isPrepaid: false, isActive: true }, false],
    ['the location', { location: 'Mesa 2', isPrepaid: false, isActive: true }, true],
    ['prepay', { location: 'Mesa 1', isPrepaid: true, isActive: true }, true],
    ['active', { location: 'Mesa 1', isPrepaid: false, isActive: false }, true],
  ])('changing %s', (_case, values, changed) => {
    expect(isQrCodeChanged(saved, values)).toBe(changed);
  });
});

describe('paging and files', () => {
  it.each([
    [0, 0, false],
    [20, 45, true],
    [45, 45, false],
  ])('%i loaded of %i: more is %s', (loaded, count, more) => {
    expect(hasMoreQrCodes(loaded, count)).toBe(more);
  });

  it('names the downloaded image after the code', () => {
    expect(qrCodeFileNameOf({ code: 'AbC-12' })).toBe('qrcode-AbC-12.png');
  });
});
