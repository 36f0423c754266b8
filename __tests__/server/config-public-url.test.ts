import { loadConfig } from '@server/config';

describe('the QR links\' hosts and PUBLIC_URL', () => {
  it("default to the server's own address, so a fresh start's QR codes open this server", () => {
    const config = loadConfig({});
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.foodHost).toBe('http://localhost:8080');
    expect(config.kioskHost).toBe('http://localhost:8080');
  });

  it('follow PORT, and HOST when it names one address', () => {
    expect(loadConfig({ PORT: '3000' }).foodHost).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3000', HOST: '192.168.0.20' }).foodHost).toBe('http://192.168.0.20:3000');
    expect(loadConfig({ PORT: '3000', HOST: '::' }).foodHost).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3000', HOST: '::1' }).foodHost).toBe('http://[::1]:3000');
  });

  it('take PUBLIC_URL, without its trailing slash, for a server behind a proxy', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://pedidos.exemplo.com.br/', PORT: '3000' });
    expect(config.publicUrl).toBe('https://pedidos.exemplo.com.br');
    expect(config.foodHost).toBe('https://pedidos.exemplo.com.br');
    expect(config.kioskHost).toBe('https://pedidos.exemplo.com.br');
  });

  it('leave FOOD_HOST and KIOSK_HOST as set', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://pedidos.exemplo.com.br', FOOD_HOST: 'https://f.exemplo', KIOSK_HOST: 'https://k.exemplo' });
    expect(config.foodHost).toBe('https://f.exemplo');
    expect(config.kioskHost).toBe('https://k.exemplo');
  });

  it.each(['pedidos.exemplo.com.br', 'ftp://pedidos.exemplo.com.br', 'https://pedidos.exemplo.com.br/?a=1', `https://${'a'.repeat(200)}.com.br`])(
    'refuses PUBLIC_URL %s',
    (raw) => {
      expect(() => loadConfig({ PUBLIC_URL: raw })).toThrow(/Invalid PUBLIC_URL/);
    },
  );
});
