import { createTestApp, DEMO_EMAIL, DEMO_PASSWORD, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const grant = (userName: string, password: string) =>
  form({ client_id: 'back-office', grant_type: 'password', userName, password });

describe('POST /token', () => {
  it('answers a bearer token 1 for the right password, sent as a form', async () => {
    const res = await t.app.inject(grant(DEMO_EMAIL, DEMO_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 43200,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const profile = await t.app.inject({
      url: '/api/me/profile',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(DEMO_EMAIL);
  });

  it('accepts the email in any case', async () => {
    const res = await t.app.inject(grant('  Demo@Exemplo.com.BR ', DEMO_PASSWORD));
    expect(res.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrongPassword = await t.app.inject(grant(DEMO_EMAIL, 'demo12345'));
    const unknownUser = await t.app.inject(grant('ninguem@exemplo.com.br', DEMO_PASSWORD));
    const expected = { error: 'invalid_grant', error_description: 'Usuário ou senha inválidos.' };
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownUser.statusCode).toBe(400);
    expect(unknownUser.json()).toEqual(expected);
  });

  it('names the missing fields', async () => {
    const res = await t.app.inject(form({ client_id: 'back-office', grant_type: 'password', userName: DEMO_EMAIL }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_request', error_description: 'Campo obrigatório não informado: password.' });

    const empty = await t.app.inject(form({}));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Campos obrigatórios não informados: client_id, grant_type, userName, password.',
    });
  });

  it('treats an empty field as missing', async () => {
    const res = await t.app.inject(grant(DEMO_EMAIL, ''));
    expect(res.json()).toEqual({ error: 'invalid_request', error_description: 'Campo obrigatório não informado: password.' });
  });

  it('refuses other grant types', async () => {
    const res = await t.app.inject(
      form({ client_id: 'back-office', grant_type: 'client_credentials', userName: DEMO_EMAIL, password: DEMO_PASSWORD }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'Tipo de concessão não suportado; use grant_type=password ou grant_type=refresh_token.',
    });
  });

  it('answers a body of the wrong shape in the OAuth form, not the generic error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/token', payload: { userName: { first: 'a' }, password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_request', error_description: expect.stringContaining('Requisição inválida') });
  });
});
