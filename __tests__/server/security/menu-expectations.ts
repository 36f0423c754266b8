import sharp from 'sharp';
import { fileForm, itemBody, itemGroupBody, optionBody, optionGroupBody, portionBody } from '../menu/support';
import type { RouteExpectation, RouteRequest } from './route-expectations';
import { SHOP } from './support/route-paths';

/** A photo upload's multipart form; the public files' expectations upload one too. */
export const photoUpload = async (): Promise<Pick<RouteRequest, 'payload' | 'headers'>> => {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2255aa' } }).jpeg().toBuffer();
  return fileForm(jpeg);
};

/** The menu: item groups, items, portions, option groups, options, their photos and the account's cover. */
export const menuExpectations: Record<string, RouteExpectation> = {
  [`GET ${SHOP}/item-groups`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`POST ${SHOP}/item-groups`]: { auth: 'account', status: 201, request: ({ shopParams }) => ({ params: shopParams, body: itemGroupBody() }) },
  [`GET ${SHOP}/item-groups/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemGroupId } }),
  },
  [`PUT ${SHOP}/item-groups/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemGroupId }, body: itemGroupBody('Lanches da casa') }),
  },
  [`DELETE ${SHOP}/item-groups/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const group = await ctx.own<{ id: number }>('POST', `/menu/accounts/${accountId}/shops/${shopId}/item-groups`, itemGroupBody('Vazia'));
      return { params: { ...ctx.shopParams, id: group.id } };
    },
  },
  [`PUT ${SHOP}/item-groups/:id/image`]: {
    auth: 'account',
    status: 200,
    request: async ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemGroupId }, ...(await photoUpload()) }),
  },
  [`GET ${SHOP}/items`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: shopParams, query: { groupId: String(records.itemGroupId) } }),
  },
  [`POST ${SHOP}/items`]: {
    auth: 'account',
    status: 201,
    request: ({ shopParams, records }) => ({ params: shopParams, body: itemBody(records.itemGroupId) }),
  },
  [`GET ${SHOP}/items/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemId } }),
  },
  [`PUT ${SHOP}/items/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({
      params: { ...shopParams, id: records.itemId },
      body: itemBody(records.itemGroupId, { name: 'X-Burguer duplo' }),
    }),
  },
  [`PUT ${SHOP}/items/:id/availability`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemId }, body: { available: true } }),
  },
  [`DELETE ${SHOP}/items/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const item = await ctx.own<{ id: number }>('POST', `/menu/accounts/${accountId}/shops/${shopId}/items`, itemBody(ctx.records.itemGroupId));
      return { params: { ...ctx.shopParams, id: item.id } };
    },
  },
  [`PUT ${SHOP}/items/:id/image`]: {
    auth: 'account',
    status: 200,
    request: async ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemId }, ...(await photoUpload()) }),
  },
  [`GET ${SHOP}/items/:itemId/portions`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, itemId: records.itemId } }),
  },
  [`POST ${SHOP}/items/:itemId/portions`]: {
    auth: 'account',
    status: 201,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, itemId: records.itemId }, body: portionBody(records.itemId) }),
  },
  [`GET ${SHOP}/items/:itemId/portions/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, itemId: records.itemId, id: records.portionId } }),
  },
  [`PUT ${SHOP}/items/:itemId/portions/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({
      params: { ...shopParams, itemId: records.itemId, id: records.portionId },
      body: portionBody(records.itemId, { name: 'Família' }),
    }),
  },
  [`DELETE ${SHOP}/items/:itemId/portions/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const { itemId } = ctx.records;
      const portion = await ctx.own<{ id: number }>('POST', `/menu/accounts/${accountId}/shops/${shopId}/items/${itemId}/portions`, portionBody(itemId));
      return { params: { ...ctx.shopParams, itemId, id: portion.id } };
    },
  },
  [`GET ${SHOP}/option-groups`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: shopParams, query: { groupId: String(records.itemGroupId) } }),
  },
  [`POST ${SHOP}/option-groups`]: {
    auth: 'account',
    status: 201,
    request: ({ shopParams, records }) => ({ params: shopParams, body: optionGroupBody(records.itemGroupId) }),
  },
  [`PUT ${SHOP}/option-groups/update-sequences`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => {
      const groups = await ctx.t.db
        .selectFrom('option_groups')
        .select('id')
        .where('group_id', '=', ctx.records.itemGroupId)
        .orderBy('id')
        .execute();
      return {
        params: ctx.shopParams,
        query: { groupId: String(ctx.records.itemGroupId) },
        body: { optionGroups: groups.reverse().map(({ id }, index) => ({ id, sequence: index + 1 })) },
      };
    },
  },
  [`GET ${SHOP}/option-groups/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.optionGroupId } }),
  },
  [`PUT ${SHOP}/option-groups/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({
      params: { ...shopParams, id: records.optionGroupId },
      body: optionGroupBody(records.itemGroupId, { title: 'Extras' }),
    }),
  },
  [`DELETE ${SHOP}/option-groups/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const group = await ctx.own<{ id: number }>(
        'POST',
        `/menu/accounts/${accountId}/shops/${shopId}/option-groups`,
        optionGroupBody(ctx.records.itemGroupId, { title: 'Vazio' }),
      );
      return { params: { ...ctx.shopParams, id: group.id } };
    },
  },
  [`GET ${SHOP}/options`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: shopParams, query: { groupId: String(records.optionGroupId) } }),
  },
  [`POST ${SHOP}/options`]: {
    auth: 'account',
    status: 201,
    request: ({ shopParams, records }) => ({ params: shopParams, body: optionBody(records.optionGroupId) }),
  },
  [`GET ${SHOP}/options/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.optionId } }),
  },
  [`PUT ${SHOP}/options/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({
      params: { ...shopParams, id: records.optionId },
      body: optionBody(records.optionGroupId, { name: 'Queijo extra' }),
    }),
  },
  [`PUT ${SHOP}/options/:id/availability`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.optionId }, body: { available: true } }),
  },
  [`DELETE ${SHOP}/options/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const option = await ctx.own<{ id: number }>('POST', `/menu/accounts/${accountId}/shops/${shopId}/options`, optionBody(ctx.records.optionGroupId));
      return { params: { ...ctx.shopParams, id: option.id } };
    },
  },
  'PUT /menu/accounts/:accountId/images/brand': {
    auth: 'account',
    status: 200,
    request: async ({ shopParams }) => ({ params: { accountId: shopParams.accountId }, ...(await photoUpload()) }),
  },
};
