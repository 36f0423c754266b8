import { photoUpload } from './menu-expectations';
import type { RouteExpectation } from './route-expectations';

/** Public files: the menu's photos, the app's config and manifest. */
export const publicFileExpectations: Record<string, RouteExpectation> = {
  'GET /menu/accounts/:accountId/images/brand.jpg': {
    auth: 'public',
    status: 200,
    request: async (ctx) => {
      const { payload, headers } = await photoUpload();
      const res = await ctx.t.app.inject({
        method: 'PUT',
        url: `/menu/accounts/${ctx.shopParams.accountId}/images/brand`,
        payload,
        headers: { ...ctx.t.staff, ...headers },
      });
      if (res.statusCode !== 200) throw new Error(`The cover upload answered ${res.statusCode}`);
      return { params: { accountId: ctx.shopParams.accountId } };
    },
  },
  'GET /menu/images/:imageId.jpg': {
    auth: 'public',
    status: 200,
    // The photo uploads above replace (and delete) the first photo: the current one is asked for.
    request: async ({ t, records }) => {
      const item = await t.db.selectFrom('items').select('image_id').where('id', '=', records.itemId).executeTakeFirstOrThrow();
      if (item.image_id === null) throw new Error('The demo item lost its photo');
      return { params: { imageId: item.image_id } };
    },
  },
  'GET /config.js': { auth: 'public', status: 200, request: () => ({}) },
  'GET /manifest.webmanifest': { auth: 'public', status: 200, request: () => ({}) },
};
