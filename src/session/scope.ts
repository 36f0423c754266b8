import { createSelector } from '@reduxjs/toolkit';
import { select } from 'redux-saga/effects';
import type { ShopScope } from '@/shared/session/scope';
import { selectBusinessUnit, selectProviderId } from './selectors';

/** The signed-in account and its shop; null until both are known. */
export const selectShopScope = createSelector(
  [selectProviderId, selectBusinessUnit],
  (accountId, unit): ShopScope | null => (accountId !== null && unit ? { accountId, shopId: unit.id } : null),
);

/** For sagas: `const scope: ShopScope = yield call(shopScope)`; fails, as the spec's internal error, before then. */
export function* shopScope() {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) throw new Error('BusinessUnit is not loaded');
  return scope;
}
