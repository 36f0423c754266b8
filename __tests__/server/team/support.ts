import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { AUTHORIZATION_HEADER, PERSON_HEADER, type StaffPermission } from '@contract/staff';
import { startSession } from '@server/security/sessions';
import { bearer } from '../support/test-app';
import type { OrderingApp } from '../ordering/ordering-fixture';

/** The demo team's PINs (server/src/seeds/demo-data.ts). */
export const PINS = { carla: '1234', bruno: '2222', dani: '3333', caio: '4444', lia: '5555' } as const;

export type Headers = Record<string, string>;

/** Token 2 of the demo owner from a sign-in of its own: one device. */
export async function deviceHeaders(t: OrderingApp): Promise<Headers> {
  const demo = { userId: t.demo.demo.userId, providerId: t.demo.demo.providerId };
  const { sessionId } = await startSession(t.db, demo.userId, 'team test device', 3600);
  return bearer(await t.app.tokens.issueAccountToken(demo, { sessionId }));
}

export const call = (t: OrderingApp, method: InjectOptions['method'], url: string, headers: Headers, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** POST …/team/sessions with a PIN on a device. */
export const pinSession = (t: OrderingApp, pin: string, headers: Headers = t.staff, shopPath = t.shopPath) =>
  call(t, 'POST', `${shopPath}/team/sessions`, headers, { pin });

/** The device's headers with the person whose PIN this is acting. */
export async function asPerson(t: OrderingApp, pin: string, headers: Headers = t.staff): Promise<Headers> {
  const res = await pinSession(t, pin, headers);
  if (res.statusCode !== 200) throw new Error(`The PIN ${pin} answered ${res.statusCode}: ${res.body}`);
  return { ...headers, [PERSON_HEADER]: res.json().personToken };
}

/** A manager's authorization of one permission, typed on the device. */
export async function authorizationOf(t: OrderingApp, pin: string, permission: StaffPermission, headers: Headers = t.staff): Promise<string> {
  const res = await call(t, 'POST', `${t.shopPath}/team/authorizations`, headers, { pin, permission });
  if (res.statusCode !== 200) throw new Error(`The authorization answered ${res.statusCode}: ${res.body}`);
  return res.json().authorizationToken;
}

export const withAuthorization = (headers: Headers, token: string): Headers => ({ ...headers, [AUTHORIZATION_HEADER]: token });
