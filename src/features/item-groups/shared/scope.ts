import { createSelector } from '@reduxjs/toolkit';
import { select } from 'redux-saga/effects';
import { selectBusinessUnit, selectProviderId } from '../../auth/selectors';

/** The account and shop every menu call is made for. */
export interface MenuScope {
  accountId: number;
  shopId: number;
}

export const selectMenuScope = createSelector(
  [selectProviderId, selectBusinessUnit],
  (accountId, unit): MenuScope | null => (accountId !== null && unit ? { accountId, shopId: unit.id } : null),
);

/** For sagas: `const scope: MenuScope = yield call(menuScope)`; fails with the spec's internal error. */
export function* menuScope() {
  const scope: MenuScope | null = yield select(selectMenuScope);
  if (!scope) throw new Error('BusinessUnit is not loaded');
  return scope;
}

export const menuBaseOf = ({ accountId, shopId }: MenuScope) => `/menu/accounts/${accountId}/shops/${shopId}`;

/** How many rows a list asks for at a time; the server allows up to 100. */
export const MENU_PAGE_SIZE = 20;
