import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '@/app/rootReducer';
import * as api from '@/features/pix/api';
import { loadPixSettings, PIX_KEY_REMOVAL_FAILED, PIX_KEY_REMOVED, removePixSettings, savePixSettings } from '@/features/pix/sagas';
import { pixSettingsSchema } from '@/features/pix/schema';
import { loaded, loadFailed, removed, removeFailed, removeRequested, saved, saveFailed, saveRequested } from '@/features/pix/slice';
import { ApiError } from '@/shared/api/errors';
import { errorMessagesOf, scope, shopState, stubFetch } from '../settings/shopState';

const kept = { key: '52998224725', merchantName: 'CAFE DA PRACA', merchantCity: 'SAO PAULO' };

describe('the Pix settings form', () => {
  it.each([
    [{ key: '529.982.247-25', merchantName: 'Café da Praça', merchantCity: 'São Paulo' }, {}],
    [{ key: '529.982.247-26', merchantName: 'Café', merchantCity: 'Rio' }, { key: 'CPF inválido: confira os dígitos.' }],
    [{ key: '', merchantName: '', merchantCity: '' }, { key: 'Informe a chave Pix.', merchantName: 'Informe o nome de quem recebe.', merchantCity: 'Informe a cidade.' }],
    [{ key: '+55 11 98765-4321', merchantName: 'x'.repeat(26), merchantCity: 'Ribeirão das Neves' }, { merchantName: 'Use no máximo 25 caracteres.', merchantCity: 'Use no máximo 15 caracteres.' }],
  ])('%j → %j', async (values, errors) => {
    const found: Record<string, string> = {};
    await pixSettingsSchema.validate(values, { abortEarly: false }).catch((error: { inner: { path: string; message: string }[] }) => {
      for (const inner of error.inner) found[inner.path] ??= inner.message;
    });
    expect(found).toEqual(errors);
  });
});

describe('the Pix settings sagas', () => {
  it('loads what the shop keeps, null while it has none', async () => {
    await expectSaga(loadPixSettings).withState(shopState()).provide([[matchers.call(api.fetchPixSettings, scope), null]]).put(loaded(null)).run();
    await expectSaga(loadPixSettings)
      .withState(shopState())
      .provide([[matchers.call.fn(api.fetchPixSettings), throwError(new ApiError(500, '500', 'Erro 500 no servidor.'))]])
      .put(loadFailed('Erro 500 no servidor.'))
      .run();
  });

  it('saves, then holds what the server kept', async () => {
    const typed = { key: '529.982.247-25', merchantName: 'Café da Praça', merchantCity: 'São Paulo' };
    const { storeState } = await expectSaga(savePixSettings, saveRequested(typed))
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call(api.savePixSettings, scope, typed), kept]])
      .put(saved(kept))
      .run();
    expect(storeState.pixSettings.record).toEqual(kept);
  });

  it("says 'Não foi possível alterar.' with the server's reason when it refuses", async () => {
    const refusal = new ApiError(400, 'bad_request', 'body/key: CPF inválido: confira os dígitos.');
    const { effects, storeState } = await expectSaga(savePixSettings, saveRequested(kept))
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call.fn(api.savePixSettings), throwError(refusal)]])
      .put(saveFailed())
      .run();
    expect(storeState.pixSettings.save).toBe('error');
    expect(errorMessagesOf((effects.put ?? []).map((effect) => effect.payload.action))).toHaveLength(1);
  });
});

describe("'Remover chave Pix'", () => {
  it('forgets the key once the server removed it, and says so', async () => {
    const withKey = rootReducer(rootReducer(shopState(), loaded(kept)), removeRequested());
    const { effects, storeState } = await expectSaga(removePixSettings)
      .withReducer(rootReducer, withKey)
      .provide([[matchers.call(api.deletePixSettings, scope), undefined]])
      .put(removed())
      .run();
    expect(storeState.pixSettings).toMatchObject({ record: null, remove: 'done' });
    const successes = (effects.put ?? []).map((effect) => effect.payload.action).filter((action) => action.type === 'notifications/successRaised');
    expect(successes.map((action) => action.payload.message)).toEqual([PIX_KEY_REMOVED]);
  });

  it('keeps the key shown when the server refuses', async () => {
    const withKey = rootReducer(rootReducer(shopState(), loaded(kept)), removeRequested());
    const { effects, storeState } = await expectSaga(removePixSettings)
      .withReducer(rootReducer, withKey)
      .provide([[matchers.call.fn(api.deletePixSettings), throwError(new ApiError(500, '500', 'Erro 500 no servidor.'))]])
      .put(removeFailed())
      .run();
    expect(storeState.pixSettings).toMatchObject({ record: kept, remove: 'error' });
    expect(errorMessagesOf((effects.put ?? []).map((effect) => effect.payload.action))).toEqual([PIX_KEY_REMOVAL_FAILED]);
  });
});

describe('the Pix api', () => {
  it.each([
    [409, { error: 'conflict', message: 'x', code: 'pix_not_configured' }, null],
    [409, { error: 'conflict', message: 'x', code: 'nothing_to_pay' }, null],
    [200, { payload: '000201', amount: 10 }, { payload: '000201', amount: 10 }],
  ])('a comanda answered %i %j gives %j', async (status, body, charge) => {
    const fetched = stubFetch({ status, body });
    try {
      await expect(api.fetchPixCharge(scope, 7)).resolves.toEqual(charge);
      expect(fetched.calls[0].url).toMatch(/\/ordering\/accounts\/4\/shops\/10\/invoices\/7\/pix$/);
    } finally {
      fetched.restore();
    }
  });

  it('lets any other failure through', async () => {
    const fetched = stubFetch({ status: 409, body: { error: 'conflict', message: 'Outra coisa.', code: 'invoice_finished' } });
    try {
      await expect(api.fetchPixCharge(scope, 7)).rejects.toThrow('Outra coisa.');
    } finally {
      fetched.restore();
    }
  });
});
