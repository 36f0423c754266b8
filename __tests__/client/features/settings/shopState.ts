import { rootReducer, type RootState } from '@/app/rootReducer';
import { accountTokenFor } from '../../support/accountToken';
import { injectSignedInReducers } from '../../support/signedInFeatures';

injectSignedInReducers();

/** The account (claim of token 2) and shop the shop-setup tests are signed in to. */
export const ACCOUNT_ID = 4;
export const SHOP_ID = 10;
export const scope = { accountId: ACCOUNT_ID, shopId: SHOP_ID };

const accountToken = accountTokenFor(ACCOUNT_ID);

/** A signed-in state with every slice at its start, then the given slices replaced. */
export function shopState(slices: Partial<RootState> = {}): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  const auth = { ...base.auth, userToken: 'user-token', accountToken, businessUnit: { id: SHOP_ID, name: 'Centro', isActive: true } };
  return { ...base, auth, ...slices };
}

/** The messages of the error notifications a saga raised. */
export const errorMessagesOf = (actions: { type: string; payload?: unknown }[]) =>
  actions.filter((action) => action.type === 'notifications/errorRaised').map((action) => (action.payload as { message: string }).message);

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch with one answer for every call; returns the calls seen and a restore function. */
export function stubFetch(answer: { status: number; body?: unknown }): { calls: FetchCall[]; restore: () => void } {
  const realFetch = global.fetch;
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
      text: async () => JSON.stringify(answer.body),
    };
  }) as unknown as typeof fetch;
  return { calls, restore: () => (global.fetch = realFetch) };
}
