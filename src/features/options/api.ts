import type { OptionDto, OptionList } from '@contract/menu';
import { menuCollectionApi, sellableCollection } from '@/shared/menu/recordCalls';

/** Spec 3: an option of an option group. */
export interface Option {
  id: number;
  /** The option group. */
  groupId: number;
  name: string;
  description: string | null;
  price: number;
  isAvailable: boolean;
}

export type OptionValues = Omit<Option, 'id'>;

export const toOption = (dto: OptionDto): Option => ({
  id: dto.id,
  groupId: dto.groupId,
  name: dto.name,
  description: dto.description,
  price: dto.price,
  isAvailable: dto.available,
});

export const valuesOf = ({ id: _id, ...values }: Option): OptionValues => values;

/** Spec 7: the option calls (GET …/options?groupId, GET/PUT/DELETE …/options/{id}, POST …/options). */
export const optionsApi = menuCollectionApi<Option, OptionValues, OptionDto, OptionList>({
  ...sellableCollection('options'),
  rowsOf: (list) => list.options,
  toRecord: toOption,
  valuesOf,
});
