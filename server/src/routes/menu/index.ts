import { availabilityRoutes } from './availability';
import { itemGroupRoutes } from './item-groups';
import { itemRoutes } from './items';
import { optionGroupRoutes } from './option-groups';
import { optionRoutes } from './options';
import { portionRoutes } from './portions';

/** Menu management (spec 7, Menu): one shop's records, registered under MENU_SHOP. */
export const menuRecordRoutes = [itemGroupRoutes, itemRoutes, portionRoutes, optionGroupRoutes, optionRoutes, availabilityRoutes];

export { imageRoutes } from './images';
