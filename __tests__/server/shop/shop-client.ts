import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, DEMO_EMAIL, OTHER_EMAIL, type TestApp } from '../support/test-app';

export interface ShopClient {
  /** The demo provider and shop. */
  demo: { accountId: number; shopId: number };
  /** The other provider's, which the demo token must never reach. */
  other: { accountId: number; shopId: number };
  asDemo(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  asOther(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** Requests as either seeded provider, with its token 2. */
export async function shopClient(t: TestApp): Promise<ShopClient> {
  const demoToken = (await t.tokensFor(DEMO_EMAIL)).accountToken;
  const otherToken = (await t.tokensFor(OTHER_EMAIL)).accountToken;
  const send = (token: string) => (method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    demo: { accountId: t.demo.demo.providerId, shopId: t.demo.demo.shopId },
    other: { accountId: t.demo.other.providerId, shopId: t.demo.other.shopId },
    asDemo: send(demoToken),
    asOther: send(otherToken),
  };
}

export const menuShop = (scope: { accountId: number; shopId: number }) => `/menu/accounts/${scope.accountId}/shops/${scope.shopId}`;
