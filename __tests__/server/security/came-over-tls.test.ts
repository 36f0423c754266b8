import type { IncomingMessage } from 'node:http';
import { overTlsCheckOf } from '@server/security/came-over-tls';

function requestFrom(peer: string, options: { encrypted?: boolean; forwardedProto?: string } = {}): IncomingMessage {
  const headers = options.forwardedProto === undefined ? {} : { 'x-forwarded-proto': options.forwardedProto };
  return { headers, socket: { remoteAddress: peer, encrypted: options.encrypted } } as unknown as IncomingMessage;
}

describe('overTlsCheckOf', () => {
  it("believes the socket's own TLS whatever the setting", () => {
    for (const trustProxy of [false, true, 2, '10.0.0.1']) {
      expect(overTlsCheckOf(trustProxy)(requestFrom('203.0.113.9', { encrypted: true }))).toBe(true);
      expect(overTlsCheckOf(trustProxy)(requestFrom('203.0.113.9'))).toBe(false);
    }
  });

  it('believes X-Forwarded-Proto only from a trusted proxy, and only its last entry', () => {
    const check = overTlsCheckOf('10.0.0.0/8, 192.168.1.1');
    expect(check(requestFrom('10.1.2.3', { forwardedProto: 'https' }))).toBe(true);
    expect(check(requestFrom('192.168.1.1', { forwardedProto: 'http, https' }))).toBe(true);
    expect(check(requestFrom('10.1.2.3', { forwardedProto: 'https, http' }))).toBe(false);
    expect(check(requestFrom('203.0.113.9', { forwardedProto: 'https' }))).toBe(false);
    // A proxy that says plain HTTP is believed over an encrypted hop to it.
    expect(check(requestFrom('10.1.2.3', { encrypted: true, forwardedProto: 'http' }))).toBe(false);
  });

  it('never believes the header with no proxy or a bare hop count, as Fastify does not; always with true', () => {
    expect(overTlsCheckOf(false)(requestFrom('10.1.2.3', { forwardedProto: 'https' }))).toBe(false);
    expect(overTlsCheckOf(1)(requestFrom('10.1.2.3', { forwardedProto: 'https' }))).toBe(false);
    expect(overTlsCheckOf(true)(requestFrom('203.0.113.9', { forwardedProto: 'https' }))).toBe(true);
  });
});
