import type { RouteExpectation } from './route-expectations';
import type { SecurityApp } from './support/security-app';

const ORDERING = '/ordering/accounts/:accountId/shops/:shopId';
const orderingPath = ({ shopParams }: SecurityApp) => `/ordering/accounts/${shopParams.accountId}/shops/${shopParams.shopId}`;

let pinsGiven = 0;
/** A PIN of six digits no one of the demo shop's team has (theirs have four). */
const freePin = () => String(100000 + (pinsGiven += 1));

/** The team's routes ('Equipe'); the PIN typed is Carla's, the demo shop's manager. */
export const teamExpectations: Record<string, RouteExpectation> = {
  [`GET ${ORDERING}/team/members`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`POST ${ORDERING}/team/members`]: {
    auth: 'account',
    status: 201,
    request: async (ctx) => ({ params: ctx.shopParams, body: { name: 'Nova pessoa', role: 'waiter', pin: freePin() } }),
  },
  [`PUT ${ORDERING}/team/members/:id`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => {
      const added = await ctx.own<{ id: number }>('POST', `${orderingPath(ctx)}/team/members`, { name: 'Temporária', role: 'waiter', pin: freePin() });
      return { params: { ...ctx.shopParams, id: added.id }, body: { name: 'Temporária', role: 'cashier', active: false } };
    },
  },
  [`PUT ${ORDERING}/team/members/:id/sign-in`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const added = await ctx.own<{ id: number }>('POST', `${orderingPath(ctx)}/team/members`, { name: 'Com e-mail', role: 'waiter', pin: freePin() });
      return { params: { ...ctx.shopParams, id: added.id }, body: { email: `pessoa-${added.id}@exemplo.com.br`, password: 'senha-segura' } };
    },
  },
  [`DELETE ${ORDERING}/team/members/:id/sign-in`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const added = await ctx.own<{ id: number }>('POST', `${orderingPath(ctx)}/team/members`, { name: 'Sem e-mail', role: 'waiter', pin: freePin() });
      const path = `${orderingPath(ctx)}/team/members/${added.id}/sign-in`;
      await ctx.own('PUT', path, { email: `pessoa-${added.id}@exemplo.com.br`, password: 'senha-segura' });
      return { params: { ...ctx.shopParams, id: added.id } };
    },
  },
  [`POST ${ORDERING}/team/sessions`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams, body: { pin: '1234' } }) },
  [`POST ${ORDERING}/team/authorizations`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams }) => ({ params: shopParams, body: { pin: '1234', permission: 'shop.pause' } }),
  },
  [`GET ${ORDERING}/team/settings`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`PUT ${ORDERING}/team/settings`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams, body: { idleLockMinutes: 10 } }) },
};
