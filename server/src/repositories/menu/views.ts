import type { Selectable } from 'kysely';
import type { ItemDto, ItemGroupDto, OptionDto, OptionGroupDto, PortionDto } from '@contract/menu';
import type {
  ItemGroupsTable,
  ItemsTable,
  OptionGroupsTable,
  OptionsTable,
  PortionsTable,
} from '@server/db/tables/menu';
import { toReais } from '../common/money';

export interface Page {
  offset: number;
  limit: number;
}

export type ItemGroupRow = Selectable<ItemGroupsTable>;
export type ItemRow = Selectable<ItemsTable>;
export type PortionRow = Selectable<PortionsTable>;
export type OptionGroupRow = Selectable<OptionGroupsTable>;
export type OptionRow = Selectable<OptionsTable>;

/** The API says '' and null alike for "no description"; only null is stored. */
export const descriptionOf = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text);

export const itemGroupViewOf = (row: ItemGroupRow): ItemGroupDto => ({
  id: row.id,
  title: row.title,
  imageId: row.image_id,
  updatedAt: row.updated_at,
  active: row.active === 1,
});

export const itemViewOf = (row: ItemRow): ItemDto => ({
  id: row.id,
  groupId: row.group_id,
  name: row.name,
  description: row.description,
  imageId: row.image_id,
  price: toReais(row.price_cents),
  updatedAt: row.updated_at,
  available: row.available === 1,
});

export const portionViewOf = (row: PortionRow): PortionDto => ({
  id: row.id,
  itemId: row.item_id,
  name: row.name,
  price: toReais(row.price_cents),
  createdAt: row.created_at,
  isAvailable: row.available === 1,
});

export const optionGroupViewOf = (row: OptionGroupRow): OptionGroupDto => ({
  id: row.id,
  groupId: row.group_id,
  title: row.title,
  sequence: row.sequence,
  maxlength: row.maxlength,
  required: row.required === 1,
  active: row.active === 1,
});

export const optionViewOf = (row: OptionRow): OptionDto => ({
  id: row.id,
  groupId: row.option_group_id,
  name: row.name,
  description: row.description,
  price: toReais(row.price_cents),
  available: row.available === 1,
});

export const flag = (value: boolean): number => (value ? 1 : 0);

export const now = (): string => new Date().toISOString();
