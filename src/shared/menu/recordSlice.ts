import { createSlice, type EntityAdapter, type SliceCaseReducers, type SliceSelectors, type ValidateSliceCaseReducers } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import { availabilityChanged as markedFromOrder, photoChanged, type ImageTarget, type MenuKind } from './events';
import { initialRecordsState, switchReducers, type MenuRecord, type MenuRecordsState } from './records';

/** The kinds that keep nothing beside their records. */
type NoExtra = Record<never, never>;

type PhotoKind = Exclude<ImageTarget['kind'], 'cover'>;

interface MenuRecordSliceConfig<R extends MenuRecord, Name extends string, CR extends SliceCaseReducers<MenuRecordsState<R> & Extra>, Extra extends object> {
  /** The slice's name, which prefixes every action type ('items/listRequested'): recorded sessions replay them. */
  name: Name;
  adapter: EntityAdapter<R, number>;
  /** What the kind keeps beside its records: the reorder draft, or the shop's list already there. */
  extraState?: () => Extra;
  /** menuRecordReducers, the kind's switch, and whatever is its own. */
  reducers: ValidateSliceCaseReducers<MenuRecordsState<R> & Extra, CR>;
  /** A kind a shop marks sold out from an order's screen: the menu's screens show the mark without a reload. */
  soldOutAs?: R extends { isAvailable: boolean } ? MenuKind : never;
  /** A kind with a photo: a new one shows at once on its tile and its screen. */
  photoAs?: R extends { imageId: number | null; updatedAt: string } ? PhotoKind : never;
}

/**
 * The slice of one kind of menu record: its records' state, emptied on signing out, with the events the kit's
 * records take from elsewhere (a sold-out mark, a new photo) for the kinds they concern.
 */
export function menuRecordSlice<
  R extends MenuRecord,
  Name extends string,
  CR extends SliceCaseReducers<MenuRecordsState<R> & Extra>,
  Extra extends object = NoExtra,
>(config: MenuRecordSliceConfig<R, Name, CR, Extra>) {
  type State = MenuRecordsState<R> & Extra;
  const { adapter, soldOutAs, photoAs } = config;
  const initialState = (): State => initialRecordsState(adapter, config.extraState?.() ?? {}) as State;
  return createSlice<State, CR, Name, SliceSelectors<State>>({
    name: config.name,
    initialState,
    reducers: config.reducers,
    extraReducers: (builder) => {
      builder.addCase(signedOut, initialState);
      if (soldOutAs) {
        builder.addCase(markedFromOrder, (state, action) => {
          const { kind, id, available } = action.payload;
          const record = kind === soldOutAs ? (state as MenuRecordsState<R>).entities[id] : undefined;
          if (record) Object.assign(record, { isAvailable: available });
        });
      }
      if (photoAs) {
        builder.addCase(photoChanged, (state, action) => {
          const { target, imageId, updatedAt } = action.payload;
          const record = target.kind === photoAs ? (state as MenuRecordsState<R>).entities[target.id] : undefined;
          if (record) Object.assign(record, { imageId, updatedAt });
        });
      }
    },
  });
}

/**
 * A switch ('Disponível?', 'Ativo?') under the action names recorded sessions know: `name` 'availability' gives
 * availabilityToggled, availabilityChanged and availabilityChangeFailed.
 */
export function namedSwitchReducers<R extends MenuRecord & Record<Field, boolean>, Field extends string, Name extends string>(
  adapter: EntityAdapter<R, number>,
  field: Field,
  name: Name,
) {
  const reducers = switchReducers(adapter, field);
  type Reducers = typeof reducers;
  type Named = Record<`${Name}Toggled`, Reducers['toggled']> & Record<`${Name}Changed`, Reducers['changed']> & Record<`${Name}ChangeFailed`, Reducers['changeFailed']>;
  // A computed key is typed as any string; these are exactly the three names above.
  return { [`${name}Toggled`]: reducers.toggled, [`${name}Changed`]: reducers.changed, [`${name}ChangeFailed`]: reducers.changeFailed } as Named;
}
