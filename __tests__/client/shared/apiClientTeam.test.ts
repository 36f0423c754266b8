import { AUTHORIZATION_HEADER, PERSON_HEADER } from '@contract/staff-roles';
import { installManagerAuthorizer, installPersonRefusalListener, request, sendAsCapturedPerson } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import { keepActivePerson } from '@/session/person/storage';
import { bruno, sessionOf } from '../session/person/fixtures';

const realFetch = global.fetch;

interface Answer {
  status: number;
  body: unknown;
}

/** Answers each call in turn, and keeps the headers each was sent with. */
function answers(...replies: Answer[]) {
  const sent: Record<string, string>[] = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    sent.push(init.headers as Record<string, string>);
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
    const text = JSON.stringify(reply.body);
    return { ok: reply.status < 400, status: reply.status, statusText: '', json: async () => reply.body, text: async () => text };
  }) as unknown as typeof fetch;
  return sent;
}

const refusedFor = (permission: string): Answer => ({
  status: 403,
  body: { error: 'permission_required', message: 'Sem permissão: Remover a taxa de serviço.', permission },
});
const ok: Answer = { status: 200, body: { done: true } };

afterEach(() => {
  global.fetch = realFetch;
  installManagerAuthorizer(null);
  installPersonRefusalListener(null);
  keepActivePerson(null);
});

describe('the person acting on the device', () => {
  it('rides on every staff call as x-staff-person', async () => {
    keepActivePerson(sessionOf(bruno));
    const sent = answers(ok);
    await request('GET', '/ordering/x');
    expect(sent[0][PERSON_HEADER]).toBe('token-bruno');
  });

  it("is absent for the shop's own account, and on calls that are not the shop's", async () => {
    const sent = answers(ok);
    await request('GET', '/ordering/x');
    keepActivePerson(sessionOf(bruno));
    await request('GET', '/api/me/profile', { auth: 'user' });
    await request('POST', '/token', { auth: 'none' });
    expect(sent.map((headers) => headers[PERSON_HEADER])).toEqual([undefined, undefined, undefined]);
  });

  it('of a queued command is the one captured when it was queued, whoever acts now', async () => {
    keepActivePerson(sessionOf(bruno));
    const sent = answers(ok);
    const release = sendAsCapturedPerson('key-1', 'token-dani');
    await request('PUT', '/ordering/x', { idempotencyKey: 'key-1' });
    release();
    const owners = sendAsCapturedPerson('key-2', null);
    await request('PUT', '/ordering/x', { idempotencyKey: 'key-2' });
    owners();
    await request('PUT', '/ordering/x', { idempotencyKey: 'key-1' });
    expect(sent.map((headers) => headers[PERSON_HEADER])).toEqual(['token-dani', undefined, 'token-bruno']);
  });

  it.each(['person_inactive', 'person_invalid'])('refused (%s) is told, with the token refused, and the error still reaches the caller', async (error) => {
    keepActivePerson(sessionOf(bruno));
    const refused = jest.fn();
    installPersonRefusalListener(refused);
    answers({ status: 403, body: { error, message: 'Esta pessoa não está mais ativa na equipe.' } });
    await expect(request('GET', '/ordering/x')).rejects.toMatchObject({ status: 403, code: error });
    expect(refused).toHaveBeenCalledWith('token-bruno');
  });
});

describe("'Autorização do gerente'", () => {
  it('carries the permission a refusal names, and the seconds a locked PIN pad waits', async () => {
    answers(refusedFor('serviceCharge.remove'));
    await expect(request('DELETE', '/ordering/x')).rejects.toMatchObject({ permission: 'serviceCharge.remove' });
    answers({ status: 429, body: { error: 'pin_locked', message: 'Muitas tentativas. Tente de novo em 30 s.', retryAfter: 30 } });
    await expect(request('POST', '/ordering/team/sessions')).rejects.toMatchObject({ status: 429, retryAfter: 30 });
  });

  it('authorized, sends the same call once more with the authorization, and answers with its result', async () => {
    keepActivePerson(sessionOf(bruno));
    const authorizer = jest.fn(async () => 'authorization-1');
    installManagerAuthorizer(authorizer);
    const sent = answers(refusedFor('serviceCharge.remove'), ok);
    await expect(request('DELETE', '/ordering/x', { json: { a: 1 } })).resolves.toEqual({ done: true });
    expect(authorizer).toHaveBeenCalledWith('serviceCharge.remove');
    expect(sent).toHaveLength(2);
    expect(sent[0][AUTHORIZATION_HEADER]).toBeUndefined();
    expect(sent[1]).toMatchObject({ [AUTHORIZATION_HEADER]: 'authorization-1', [PERSON_HEADER]: 'token-bruno' });
  });

  it('cancelled, lets the original refusal reach the caller, with nothing sent again', async () => {
    installManagerAuthorizer(async () => null);
    const sent = answers(refusedFor('invoices.merge'));
    await expect(request('POST', '/ordering/x')).rejects.toEqual(expect.objectContaining({ code: 'permission_required', permission: 'invoices.merge' }));
    expect(sent).toHaveLength(1);
  });

  it('is never asked for a read: a screen loading what the person may not see fails as any load does', async () => {
    const authorizer = jest.fn(async () => 'authorization-1');
    installManagerAuthorizer(authorizer);
    const sent = answers(refusedFor('reports.view'));
    await expect(request('GET', '/ordering/x/day-report')).rejects.toEqual(expect.objectContaining({ status: 403, permission: 'reports.view' }));
    expect(authorizer).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });

  it('is asked once: a second refusal reaches the caller', async () => {
    const authorizer = jest.fn(async () => 'authorization-1');
    installManagerAuthorizer(authorizer);
    const sent = answers(refusedFor('invoices.merge'), { status: 403, body: { error: 'authorization_invalid', message: 'Autorização do gerente inválida ou já usada.' } });
    await expect(request('POST', '/ordering/x')).rejects.toBeInstanceOf(ApiError);
    expect(authorizer).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it('is never asked for a queued command, nor for other refusals', async () => {
    const authorizer = jest.fn(async () => 'authorization-1');
    installManagerAuthorizer(authorizer);
    answers(refusedFor('orders.cancelStarted'));
    const release = sendAsCapturedPerson('key-1', 'token-bruno');
    await expect(request('PUT', '/ordering/x', { idempotencyKey: 'key-1' })).rejects.toMatchObject({ permission: 'orders.cancelStarted' });
    release();
    answers({ status: 403, body: { error: 'forbidden', message: 'Proibido.' } });
    await expect(request('PUT', '/ordering/x')).rejects.toMatchObject({ status: 403 });
    expect(authorizer).not.toHaveBeenCalled();
  });
});
