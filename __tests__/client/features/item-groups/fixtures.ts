import type { ItemGroup } from '@/features/item-groups/api';
import type { Item } from '@/features/items/api';
import type { OptionGroup } from '@/features/option-groups/api';
import type { Option } from '@/features/options/api';
import type { Portion } from '@/features/portions/api';

export const UPDATED_AT = '2024-05-01T12:00:00.000Z';

export const itemGroup = (id: number, fields: Partial<ItemGroup> = {}): ItemGroup => ({
  id,
  title: `Categoria ${id}`,
  imageId: null,
  updatedAt: UPDATED_AT,
  isActive: true,
  ...fields,
});

export const item = (id: number, fields: Partial<Item> = {}): Item => ({
  id,
  groupId: 1,
  name: `Produto ${id}`,
  description: null,
  imageId: null,
  price: 10,
  updatedAt: UPDATED_AT,
  isAvailable: true,
  ...fields,
});

export const portion = (id: number, fields: Partial<Portion> = {}): Portion => ({
  id,
  itemId: 5,
  name: `Porção ${id}`,
  price: 20,
  createdAt: UPDATED_AT,
  isAvailable: true,
  ...fields,
});

export const optionGroup = (id: number, fields: Partial<OptionGroup> = {}): OptionGroup => ({
  id,
  groupId: 1,
  title: `Opcional ${id}`,
  sequence: null,
  maxLength: null,
  isRequired: false,
  isActive: true,
  ...fields,
});

export const option = (id: number, fields: Partial<Option> = {}): Option => ({
  id,
  groupId: 7,
  name: `Opção ${id}`,
  description: null,
  price: 2,
  isAvailable: true,
  ...fields,
});

type Action = { type: string; payload?: unknown };

/** The notifications a saga raised, as the user reads them: 'title message' or just the message. */
export const notificationsOf = (actions: Action[]) =>
  actions
    .filter((action) => action.type === 'notifications/errorRaised' || action.type === 'notifications/successRaised')
    .map((action) => {
      const { title, message } = action.payload as { title?: string; message: string };
      return title ? `${title} ${message}` : message;
    });
