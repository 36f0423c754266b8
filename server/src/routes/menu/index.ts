import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { availabilityRoutes } from './availability';
import { imageRoutes } from './images';
import { itemGroupRoutes } from './item-groups';
import { itemRoutes } from './items';
import { optionGroupRoutes } from './option-groups';
import { optionRoutes } from './options';
import { portionRoutes } from './portions';

/** Menu management (spec 7, Menu), every route validated strictly. */
export const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(itemGroupRoutes);
  await app.register(itemRoutes);
  await app.register(portionRoutes);
  await app.register(optionGroupRoutes);
  await app.register(optionRoutes);
  await app.register(imageRoutes);
  await app.register(availabilityRoutes);
};
