import { NETWORK_FAILURE_MESSAGE, request } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';

const realFetch = global.fetch;

/** A response as fetch hands it over: jsdom has no Response class, so only what the client reads. */
function answer(status: number, body: string, statusText = '') {
  global.fetch = jest.fn(async () => ({
    ok: status < 400,
    status,
    statusText,
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  })) as unknown as typeof fetch;
}

afterEach(() => {
  global.fetch = realFetch;
});

describe('request failures, as the user reads them', () => {
  it("says the server cannot be reached in Portuguese, not the browser's English", async () => {
    const browserError = new TypeError('Failed to fetch');
    global.fetch = jest.fn(async () => {
      throw browserError;
    }) as typeof fetch;
    const failure = request('GET', '/api/me/profile', { auth: 'none' });
    await expect(failure).rejects.toEqual(new ApiError(0, 'network', NETWORK_FAILURE_MESSAGE));
    await expect(failure).rejects.toMatchObject({ message: 'Sem conexão com o servidor.', cause: browserError });
  });

  it("keeps the server's message, code and status", async () => {
    answer(409, JSON.stringify({ error: 'conflict', message: 'Não é permitido remover um opcional com opções.' }));
    await expect(request('DELETE', '/menu/x', { auth: 'none' })).rejects.toEqual(
      new ApiError(409, 'conflict', 'Não é permitido remover um opcional com opções.'),
    );
  });

  it("prefers the token endpoint's error_description", async () => {
    answer(400, JSON.stringify({ error: 'invalid_grant', error_description: 'Usuário ou senha inválidos.' }));
    await expect(request('POST', '/token', { auth: 'none' })).rejects.toEqual(new ApiError(400, 'invalid_grant', 'Usuário ou senha inválidos.'));
  });

  it.each([
    ['an HTML page from a proxy', 502, '<html>Bad Gateway</html>', 'Bad Gateway'],
    ['an empty body', 500, '', 'Internal Server Error'],
    ['an empty message', 503, JSON.stringify({ error: 'unavailable', message: '' }), 'Service Unavailable'],
  ])('never shows the English status text for %s', async (_case, status, body, statusText) => {
    answer(status, body, statusText);
    await expect(request('GET', '/ordering/x', { auth: 'none' })).rejects.toMatchObject({ status, message: `Erro ${status} no servidor.` });
  });
});
