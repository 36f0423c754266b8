import { appendBounded, recordingFileName, redacted, redactedBody, redactedStorage, REDACTED } from '@/features/session-recording/rules';

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJlLXRoYXQtbXVzdC1nbw`;

describe('redaction of what a session recording keeps', () => {
  it('keeps a JWT’s header and claims (its times drive renewals) but never its signature', () => {
    const token = jwt({ sub: '1', exp: 1_800_000_000 });
    const [header, claims] = token.split('.');

    expect(redacted({ accountToken: token })).toEqual({ accountToken: `${header}.${claims}.redigido` });
    // Redacting again changes nothing, so a replay's actions compare with the recorded ones.
    expect(redacted(redacted({ accountToken: token }))).toEqual(redacted({ accountToken: token }));
  });

  it('replaces passwords, refresh tokens and authorization values whatever their shape', () => {
    expect(redacted({ password: 'demo1234', refresh_token: 'opaque-value', headers: { Authorization: 'Bearer x' } })).toEqual({
      password: REDACTED,
      refresh_token: REDACTED,
      headers: { Authorization: REDACTED },
    });
  });

  it('replaces every text of e-mails, phones and addresses, keeping the shape the app reads', () => {
    const order = {
      customer: { name: 'Maria', email: 'maria@exemplo.com.br', mobile: '5511988887777', phone: '551133334444' },
      address: { street: 'Rua A', number: '10', complement: null, cep: '01001-000' },
      userName: 'ana@exemplo.com.br',
      total: 42.5,
    };

    expect(redacted(order)).toEqual({
      customer: { name: REDACTED, email: REDACTED, mobile: REDACTED, phone: REDACTED },
      address: { street: REDACTED, number: REDACTED, complement: null, cep: REDACTED },
      userName: REDACTED,
      total: 42.5,
    });
  });

  it('removes e-mail addresses from any text, and keys that only contain the letters of one are left alone', () => {
    expect(redacted({ message: 'Enviado para ana@exemplo.com.br ontem', acceptedMethods: ['cash'] })).toEqual({
      message: `Enviado para ${REDACTED} ontem`,
      acceptedMethods: ['cash'],
    });
  });

  it('reduces errors to name and message and drops what JSON cannot hold', () => {
    expect(redacted({ error: new TypeError('Failed to fetch'), run: () => 1, missing: undefined, ratio: Number.NaN })).toEqual({
      error: { name: 'TypeError', message: 'Failed to fetch' },
      ratio: null,
    });
  });

  it('reads an answer’s text as JSON when it is JSON, redacted the same way', () => {
    expect(redactedBody('{"email":"a@b.co","id":3}')).toEqual({ email: REDACTED, id: 3 });
    expect(redactedBody('not json from a@b.co')).toBe(`not json from ${REDACTED}`);
    expect(redactedBody(undefined)).toBeUndefined();
  });

  it('copies the browser storage with tokens reduced to their claims', () => {
    localStorage.clear();
    const token = jwt({ exp: 1 });
    localStorage.setItem('auth-token-v2', token);
    localStorage.setItem('auth-refresh-token', 'opaque');
    localStorage.setItem('receiptPaper', '80');

    expect(redactedStorage(localStorage)).toEqual({
      'auth-token-v2': `${token.split('.').slice(0, 2).join('.')}.redigido`,
      'auth-refresh-token': REDACTED,
      receiptPaper: '80',
    });
  });
});

describe('the recording’s bound', () => {
  it('drops the oldest entries beyond the limit and says how many', () => {
    const entries = [1, 2, 3];
    expect(appendBounded(entries, 4, 4)).toBe(0);
    expect(appendBounded(entries, 5, 4)).toBe(1);
    expect(entries).toEqual([2, 3, 4, 5]);
  });
});

it('names the exported file after the device’s date and time', () => {
  expect(recordingFileName(new Date(2026, 10, 26, 8, 5))).toBe('sessao-2026-11-26-0805.json');
});
