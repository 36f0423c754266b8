import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/features/qr-codes/api';
import { createQrCode, loadMoreQrCodes, loadQrCode, loadQrCodes, saveQrCode } from '@/features/qr-codes/sagas';
import { selectAllQrCodes, selectHasMoreQrCodes } from '@/features/qr-codes/selectors';
import reducer, {
  created,
  createFailed,
  createRequested,
  detailFailed,
  detailLoaded,
  detailRequested,
  listLoaded,
  listRequested,
  moreLoaded,
  saved,
  saveFailed,
  saveRequested,
} from '@/features/qr-codes/slice';
import { ApiError } from '@/shared/api/errors';
import { errorMessagesOf, scope, shopState, SHOP_ID } from '../settings/shopState';

const qr = (id: number, fields: Partial<api.QrCode> = {}): api.QrCode => ({
  id,
  businessUnitId: SHOP_ID,
  location: `Mesa ${id}`,
  code: `code-${id}-xyz`,
  isPrepaid: false,
  isActive: true,
  ...fields,
});

function listedState(qrCodes: api.QrCode[], count = qrCodes.length): RootState {
  return shopState({ qrCodes: reducer(reducer(undefined, listRequested()), listLoaded({ qrCodes, count })) });
}

const putsOf = (effects: { put?: { payload: { action: { type: string; payload?: unknown } } }[] }) =>
  (effects.put ?? []).map((effect) => effect.payload.action);

describe('QR code list', () => {
  it('loads the first page', async () => {
    const page = { qrCodes: [qr(1), qr(2)], count: 30 };
    const { storeState } = await expectSaga(loadQrCodes)
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call(api.fetchQrCodes, scope, 0), page]])
      .put(listLoaded(page))
      .run();
    expect(selectHasMoreQrCodes(storeState as RootState)).toBe(true);
  });

  it('asks the next page from the rows already read, not counting codes created here', async () => {
    let state = listedState([qr(1), qr(2)], 3);
    state = rootReducer(state, created({ requestId: 'r', qrCode: qr(9) })) as RootState;
    const next = { qrCodes: [qr(3), qr(9)], count: 4 };
    const { storeState } = await expectSaga(loadMoreQrCodes)
      .withReducer(rootReducer, state)
      .provide([[matchers.call(api.fetchQrCodes, scope, 2), next]])
      .put(moreLoaded(next))
      .run();
    expect(selectAllQrCodes(storeState as RootState).map((code) => code.id)).toEqual([1, 2, 3, 9]);
    expect(selectHasMoreQrCodes(storeState as RootState)).toBe(false);
  });
});

describe('one QR code', () => {
  it('loads it into the store', async () => {
    await expectSaga(loadQrCode, detailRequested(5))
      .withState(shopState())
      .provide([[matchers.call(api.fetchQrCode, scope, 5), qr(5)]])
      .put(detailLoaded(qr(5)))
      .run();
  });

  it('records a failed load for the error state', async () => {
    await expectSaga(loadQrCode, detailRequested(5))
      .withState(shopState())
      .provide([[matchers.call.fn(api.fetchQrCode), throwError(new ApiError(404, 'not_found', 'QR code não encontrado.'))]])
      .put(detailFailed({ id: 5, message: 'QR code não encontrado.' }))
      .run();
  });
});

describe('creating', () => {
  const values = { location: 'Varanda', isPrepaid: true, isActive: true };

  it('answers the asking modal with the new id', async () => {
    const state = rootReducer(listedState([qr(1)]), createRequested({ requestId: 'abc', values })) as RootState;
    const { storeState } = await expectSaga(createQrCode, createRequested({ requestId: 'abc', values }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call(api.createQrCode, scope, values), qr(2, { location: 'Varanda', isPrepaid: true })]])
      .put(created({ requestId: 'abc', qrCode: qr(2, { location: 'Varanda', isPrepaid: true }) }))
      .run();
    expect((storeState as RootState).qrCodes.create).toEqual({ requestId: 'abc', status: 'done', id: 2 });
  });

  it("says 'Não foi possível criar novo QR code.' when it fails", async () => {
    const { effects } = await expectSaga(createQrCode, createRequested({ requestId: 'abc', values }))
      .withState(shopState())
      .provide([[matchers.call.fn(api.createQrCode), throwError(new ApiError(400, 'bad_request', 'x'))]])
      .put(createFailed('abc'))
      .run();
    expect(errorMessagesOf(putsOf(effects))).toEqual(['Não foi possível criar novo QR code.']);
  });
});

describe('saving', () => {
  const values = { location: 'Balcão', isPrepaid: false, isActive: false };

  it("keeps the server answer and confirms 'Alterações salvas.'", async () => {
    const { storeState } = await expectSaga(saveQrCode, saveRequested({ id: 1, values }))
      .withReducer(rootReducer, listedState([qr(1)]))
      .provide([[matchers.call(api.updateQrCode, scope, 1, values), qr(1, { location: 'Balcão', isActive: false })]])
      .put(saved(qr(1, { location: 'Balcão', isActive: false })))
      .put.like({ action: { type: 'notifications/successRaised', payload: { message: 'Alterações salvas.' } } })
      .run();
    expect(selectAllQrCodes(storeState as RootState)[0]).toMatchObject({ location: 'Balcão', isActive: false });
  });

  it("says 'Não foi possível alterar.' and keeps the record when it fails", async () => {
    const { effects, storeState } = await expectSaga(saveQrCode, saveRequested({ id: 1, values }))
      .withReducer(rootReducer, listedState([qr(1)]))
      .provide([[matchers.call.fn(api.updateQrCode), throwError(new ApiError(500, 'internal', 'x'))]])
      .put(saveFailed(1))
      .run();
    expect(selectAllQrCodes(storeState as RootState)[0]).toEqual(qr(1));
    expect(errorMessagesOf(putsOf(effects))).toEqual(['Não foi possível alterar.']);
  });
});
