import type { ActionCreatorWithPayload, Reducer } from '@reduxjs/toolkit';
import type { MenuRecord, Page, PageKey } from '@/shared/menu/records';
import type { ItemGroup } from '@/features/item-groups/api';
import type { Item } from '@/features/items/api';
import type { OptionGroup } from '@/features/option-groups/api';
import type { Option } from '@/features/options/api';
import type { Portion } from '@/features/portions/api';

export const UPDATED_AT = '2024-05-01T12:00:00.000Z';

/** A record of a kind: its defaults for the id, and whatever fields the test gives. */
const recordOf =
  <R>(defaults: (id: number) => R) =>
  (id: number, fields: Partial<R> = {}): R => ({ ...defaults(id), ...fields });

/** What a product and an option share as things the shop sells. */
const sellable = (name: string, price: number) => ({ name, description: null, price, isAvailable: true });

export const itemGroup = recordOf<ItemGroup>((id) => ({ id, title: `Categoria ${id}`, imageId: null, updatedAt: UPDATED_AT, isActive: true }));

export const item = recordOf<Item>((id) => ({ id, groupId: 1, ...sellable(`Produto ${id}`, 10), imageId: null, updatedAt: UPDATED_AT }));

export const portion = recordOf<Portion>((id) => ({ id, itemId: 5, name: `Porção ${id}`, price: 20, createdAt: UPDATED_AT, isAvailable: true }));

export const optionGroup = recordOf<OptionGroup>((id) => ({ id, groupId: 1, title: `Opcional ${id}`, sequence: null, maxLength: null, isRequired: false, isActive: true }));

export const option = recordOf<Option>((id) => ({ id, groupId: 7, ...sellable(`Opção ${id}`, 2) }));

/** A kind's state with one list whose first page has arrived, holding `records`. */
export function listedIn<S, R extends MenuRecord>(
  reducer: Reducer<S>,
  actions: { listRequested: ActionCreatorWithPayload<PageKey>; listLoaded: ActionCreatorWithPayload<PageKey & Page<R>> },
  parentId: number,
  records: R[],
): S {
  const requested = reducer(undefined, actions.listRequested({ parentId, offset: 0 }));
  return reducer(requested, actions.listLoaded({ parentId, offset: 0, records, count: records.length }));
}

type Action = { type: string; payload?: unknown };

/** The notifications a saga raised, as the user reads them: 'title message' or just the message. */
export const notificationsOf = (actions: Action[]) =>
  actions
    .filter((action) => action.type === 'notifications/errorRaised' || action.type === 'notifications/successRaised')
    .map((action) => {
      const { title, message } = action.payload as { title?: string; message: string };
      return title ? `${title} ${message}` : message;
    });
