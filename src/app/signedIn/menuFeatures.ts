import { all, fork } from 'redux-saga/effects';
import itemGroups from '@/features/item-groups/slice';
import { itemGroupsSaga } from '@/features/item-groups/sagas';
import items from '@/features/items/slice';
import { itemsSaga } from '@/features/items/sagas';
import menuImages from '@/features/menu-images/slice';
import { menuImagesSaga } from '@/features/menu-images/sagas';
import optionGroups from '@/features/option-groups/slice';
import { optionGroupsSaga } from '@/features/option-groups/sagas';
import options from '@/features/options/slice';
import { optionsSaga } from '@/features/options/sagas';
import portions from '@/features/portions/slice';
import { portionsSaga } from '@/features/portions/sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/** The menu's state and sagas: categories, products, portions, option groups, options and their photos. */
export const menuReducers = { itemGroups, items, portions, optionGroups, options, menuImages };

export const menu = {
  name: 'menu',
  reducers: menuReducers,
  *saga(): Generator {
    yield all([
      fork(itemGroupsSaga),
      fork(itemsSaga),
      fork(portionsSaga),
      fork(optionGroupsSaga),
      fork(optionsSaga),
      fork(menuImagesSaga),
    ]);
  },
} satisfies FeatureGroup;
