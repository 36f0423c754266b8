import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import delayP from '@redux-saga/delay-p';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/features/delivery-settings/api';
import {
  checkSlug,
  deliverySettingsSaga,
  loadDeliverySettings,
  saveDeliverySettings,
  SLUG_CHECK_DEBOUNCE_MS,
} from '@/features/delivery-settings/sagas';
import reducer, {
  loaded,
  loadFailed,
  loadRequested,
  saved,
  saveFailed,
  saveRequested,
  slugChecked,
  slugCheckFailed,
  slugEdited,
} from '@/features/delivery-settings/slice';
import { selectTakenSlug } from '@/features/delivery-settings/selectors';
import { ApiError } from '@/shared/api/errors';
import { errorMessagesOf, scope, shopState, SHOP_ID } from '../settings/shopState';

const record: api.DeliverySettings = { id: 7, businessUnitId: SHOP_ID, phone: '5511987654321', slug: 'minha-loja', isActive: true, fee: 5 };

function stateWith(saved: api.DeliverySettings | null): RootState {
  return shopState({ deliverySettings: reducer(reducer(undefined, loadRequested()), loaded(saved)) });
}

/** Runs the root saga, typing the slugs one keystroke apart (well inside the debounce). */
/**
 * Types the slugs one after the other, then stops: the debounce's pause ends only once every key is in (a macrotask
 * after the dispatches, which run at once), so what is asked does not depend on how fast the machine types.
 */
function typing(state: RootState, slugs: string[], verify: jest.Mock) {
  let typingStopped: Promise<void> | null = null;
  let saga = expectSaga(deliverySettingsSaga)
    .withReducer(rootReducer, state)
    .provide({
      call(effect, next) {
        if (effect.fn === delayP && effect.args[0] === SLUG_CHECK_DEBOUNCE_MS) {
          typingStopped ??= new Promise((resolve) => setTimeout(resolve, 0));
          return typingStopped;
        }
        if (effect.fn === api.verifySlug) return verify(effect.args[1]);
        return next();
      },
    });
  for (const slug of slugs) saga = saga.dispatch(slugEdited(slug));
  return saga.silentRun(500);
}

describe('loading', () => {
  it.each([
    ['the saved record', record],
    ['null when the shop never saved any (404)', null],
  ])('keeps %s', async (_case, saved) => {
    const { storeState } = await expectSaga(loadDeliverySettings)
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call(api.fetchDeliverySettings, scope), saved]])
      .put(loaded(saved))
      .run();
    expect((storeState as RootState).deliverySettings).toMatchObject({ record: saved, status: 'resolved' });
  });

  it('records a failure for the retry state', async () => {
    await expectSaga(loadDeliverySettings)
      .withState(shopState())
      .provide([[matchers.call.fn(api.fetchDeliverySettings), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(loadFailed('Falha de rede'))
      .run();
  });
});

describe('saving', () => {
  const values = { phone: '(11) 98765-4321', slug: 'nova-loja', fee: 7.5, isActive: true };
  const payload = { shopId: SHOP_ID, phone: '5511987654321', slug: 'nova-loja', active: true, fee: 7.5 };

  it('creates the record when the shop has none', async () => {
    const created = { ...record, slug: 'nova-loja', fee: 7.5 };
    await expectSaga(saveDeliverySettings, saveRequested(values))
      .withState(stateWith(null))
      .provide([[matchers.call(api.createDeliverySettings, scope, payload), created]])
      .put(saved(created))
      .not.call.fn(api.updateDeliverySettings)
      .run();
  });

  it("updates the saved record by its id and confirms 'Alterações salvas.'", async () => {
    const updated = { ...record, slug: 'nova-loja', fee: 7.5 };
    const { storeState } = await expectSaga(saveDeliverySettings, saveRequested(values))
      .withReducer(rootReducer, stateWith(record))
      .provide([[matchers.call(api.updateDeliverySettings, scope, 7, payload), updated]])
      .put(saved(updated))
      .put.like({ action: { type: 'notifications/successRaised', payload: { message: 'Alterações salvas.' } } })
      .run();
    expect((storeState as RootState).deliverySettings.record).toEqual(updated);
  });

  it("says 'Não foi possível alterar.' when the server refuses (a slug taken meanwhile)", async () => {
    const { effects } = await expectSaga(saveDeliverySettings, saveRequested(values))
      .withState(stateWith(record))
      .provide([[matchers.call.fn(api.updateDeliverySettings), throwError(new ApiError(409, 'conflict', 'já usado'))]])
      .put(saveFailed())
      .run();
    expect(errorMessagesOf(effects.put.map((effect) => effect.payload.action))).toEqual(['Não foi possível alterar.']);
  });

  it("shows the server's reason under 'Não foi possível alterar.' when it reserves a slug this app's list let through", async () => {
    const reason = 'A URL de acesso "novidade" é reservada: esse endereço já abre outra página do sistema.';
    await expectSaga(saveDeliverySettings, saveRequested(values))
      .withState(stateWith(record))
      .provide([[matchers.call.fn(api.updateDeliverySettings), throwError(new ApiError(400, 'slug_reserved', reason))]])
      .put(saveFailed())
      .put.like({ action: { type: 'notifications/errorRaised', payload: { title: 'Não foi possível alterar.', message: reason } } })
      .run();
  });
});

describe('slug check', () => {
  it('asks the server once, for the last slug, after typing stops', async () => {
    const verify = jest.fn(() => true);
    const { storeState } = await typing(stateWith(record), ['l', 'lo', 'loj', 'loja'], verify);
    expect(verify.mock.calls).toEqual([['loja']]);
    expect((storeState as RootState).deliverySettings.slugCheck).toEqual({ slug: 'loja', status: 'free' });
  });

  it('waits for the debounce before asking', async () => {
    const verify = jest.fn((_slug: string) => true);
    await expectSaga(deliverySettingsSaga)
      .withReducer(rootReducer, stateWith(record))
      .provide([[matchers.call.fn(api.verifySlug), dynamic(({ args }) => verify(args[1]))]])
      .dispatch(slugEdited('loja'))
      .silentRun(SLUG_CHECK_DEBOUNCE_MS - 150);
    expect(verify).not.toHaveBeenCalled();
  });

  it("marks a taken slug so the form says 'Já está sendo usado'", async () => {
    const { storeState } = await typing(stateWith(record), ['ocupado'], jest.fn(() => false));
    expect(selectTakenSlug(storeState as RootState)).toBe('ocupado');
  });

  it.each([
    ['the saved slug', 'minha-loja'],
    ['an empty slug', ''],
    ['a reserved slug', 'app'],
    ['a malformed slug', 'minha loja'],
    ['a slug that is too long', 'a'.repeat(21)],
  ])('skips %s', async (_case, slug) => {
    const verify = jest.fn(() => true);
    const { storeState } = await typing(stateWith(record), [slug], verify);
    expect(verify).not.toHaveBeenCalled();
    expect((storeState as RootState).deliverySettings.slugCheck).toEqual({ slug, status: 'idle' });
  });

  it('checks the old slug again once it is no longer the saved one', async () => {
    const verify = jest.fn(() => true);
    await typing(stateWith(null), ['minha-loja'], verify);
    expect(verify.mock.calls).toEqual([['minha-loja']]);
  });

  it('ignores an answer for a slug the user has already changed', () => {
    let state = stateWith(record).deliverySettings;
    state = reducer(state, slugEdited('ocupado'));
    state = reducer(state, slugEdited('outro'));
    state = reducer(state, slugChecked({ slug: 'ocupado', valid: false }));
    expect(state.slugCheck).toEqual({ slug: 'outro', status: 'checking' });
  });

  it('lets saving go on when the check itself fails', async () => {
    await expectSaga(checkSlug, slugEdited('loja'))
      .withState(stateWith(record))
      .provide([[matchers.call.fn(api.verifySlug), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(slugCheckFailed('loja'))
      .run(SLUG_CHECK_DEBOUNCE_MS + 500);
  });
});
