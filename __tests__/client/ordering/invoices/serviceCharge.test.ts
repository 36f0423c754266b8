import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/invoices/api';
import { canRemoveServiceCharge, invoiceTotalsOf, serviceChargeLineOf, serviceChargeRemovalOf } from '@/ordering/invoices/receipt';
import { removeServiceCharge, SERVICE_CHARGE_REMOVAL_FAILED, SERVICE_CHARGE_REMOVED } from '@/ordering/invoices/sagas';
import {
  invoiceLoaded,
  invoiceLoadRequested,
  serviceChargeRemovalFailed,
  serviceChargeRemovalRequested,
  serviceChargeRemoved,
} from '@/ordering/invoices/slice';
import { invoiceReceiptOf } from '@/features/printing/invoiceReceipt';
import { ApiError } from '@/shared/api/errors';
import { errorRaised, successRaised } from '@/shared/notifications/slice';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { accountToken, anInvoice, anOrder, shopUnit } from '../../features/invoices/fixtures';

injectSignedInReducers();

const scope = { accountId: 4, shopId: 10 };

/** A dine-in comanda at 10%: R$ 55,55 of items, R$ 5,56 of service (half a centavo up), R$ 61,11 in all. */
const charged = anInvoice({
  id: 7,
  serviceCharge: 5.56,
  serviceChargePercent: 10,
  total: 61.11,
  orders: [anOrder({ total: 55.55 })],
});
const removed = anInvoice({
  id: 7,
  serviceCharge: 0,
  serviceChargePercent: 10,
  serviceChargeRemovedAt: '2025-03-14T23:15:00.000Z',
  serviceChargeRemovedBy: 'Ana',
  total: 55.55,
  orders: [anOrder({ total: 55.55 })],
});

function stateWith(...invoices: ReturnType<typeof anInvoice>[]): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  let state = { ...base, auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit } } as RootState;
  for (const invoice of invoices) state = rootReducer(state, invoiceLoaded(invoice)) as RootState;
  return state;
}

describe('the service charge line', () => {
  it("names the comanda's own percent, and is part of the totals and the receipt", () => {
    expect(serviceChargeLineOf(charged)).toEqual({ label: 'Taxa de serviço (10%)', amount: 5.56 });
    expect(serviceChargeLineOf({ ...charged, serviceChargePercent: 12.5 })?.label).toBe('Taxa de serviço (12,5%)');
    expect(invoiceTotalsOf(charged)).toMatchObject({ serviceCharge: { amount: 5.56 }, total: 61.11, settled: 61.11, serviceChargeRemoval: null });
    const receipt = invoiceReceiptOf(charged, 'Bar', 'Comanda');
    expect(receipt.amounts.slice(0, 3)).toEqual([
      { label: 'Subtotal', amount: '$ 55,55', strong: false },
      { label: 'Taxa de serviço (10%)', amount: '$ 5,56', strong: false },
      { label: 'Total', amount: '$ 61,11', strong: true },
    ]);
  });

  it('is absent without a percent (delivery, takeaway, the setting off) and once removed, which is said instead', () => {
    expect(serviceChargeLineOf(anInvoice())).toBeNull();
    expect(invoiceReceiptOf(anInvoice({ orders: [anOrder()] }), 'Bar', 'Comanda').amounts.map((row) => row.label)).not.toContain(
      expect.stringContaining('serviço'),
    );
    expect(serviceChargeLineOf(removed)).toBeNull();
    // 23:15 UTC is 20:15 in São Paulo, the test's zone.
    expect(serviceChargeRemovalOf(removed)).toMatch(/^Taxa de serviço removida por Ana às \d{2}:15$/);
    expect(serviceChargeRemovalOf({ ...removed, serviceChargeRemovedBy: null })).toMatch(/^Taxa de serviço removida às \d{2}:15$/);
    expect(invoiceReceiptOf(removed, 'Bar', 'Comanda').amounts.map((row) => row.label)).toEqual(['Subtotal', 'Total', 'A receber']);
  });

  it("offers 'Remover taxa de serviço' only while the comanda is to be paid and charges it", () => {
    expect(canRemoveServiceCharge(charged)).toBe(true);
    expect(canRemoveServiceCharge({ ...charged, status: 'closing' })).toBe(true);
    expect(canRemoveServiceCharge({ ...charged, status: 'closed' })).toBe(false);
    expect(canRemoveServiceCharge({ ...charged, status: 'canceled' })).toBe(false);
    expect(canRemoveServiceCharge(removed)).toBe(false);
    expect(canRemoveServiceCharge(anInvoice())).toBe(false);
  });
});

describe("'Remover taxa de serviço'", () => {
  it('stores the comanda the server answers, with its lower total, and says so', async () => {
    const { storeState } = await expectSaga(removeServiceCharge, serviceChargeRemovalRequested(7))
      .withReducer(rootReducer, rootReducer(stateWith(charged), serviceChargeRemovalRequested(7)) as RootState)
      .provide([[matchers.call(api.removeServiceCharge, scope, 7), removed]])
      .put(serviceChargeRemoved(removed))
      .put.like({ action: { type: successRaised.type, payload: { message: SERVICE_CHARGE_REMOVED } } })
      .run();
    const state = storeState as RootState;
    expect(state.invoices.entities[7]).toMatchObject({ total: 55.55, serviceCharge: 0, serviceChargeRemovedBy: 'Ana' });
    expect(state.invoices.removingServiceCharge[7]).toBeUndefined();
  });

  it("tells a refusal in the server's words and reloads the comanda to show where it stands", async () => {
    const refusal = new ApiError(409, 'conflict', 'A taxa de serviço de uma comanda encerrada ou cancelada não pode ser removida.', 'invoice_finished');
    const { effects, storeState } = await expectSaga(removeServiceCharge, serviceChargeRemovalRequested(7))
      .withReducer(rootReducer, rootReducer(stateWith(charged), serviceChargeRemovalRequested(7)) as RootState)
      .provide([[matchers.call.fn(api.removeServiceCharge), throwError(refusal)]])
      .put(serviceChargeRemovalFailed(7))
      .put(invoiceLoadRequested(7))
      .run();
    const messages = effects.put
      .map((effect) => effect.payload.action)
      .filter((action: { type: string }) => action.type === errorRaised.type)
      .map((action: { payload: { message: string } }) => action.payload.message);
    expect(messages).toEqual([refusal.message]);
    // Nothing changed on the device until the reload answers.
    expect((storeState as RootState).invoices.entities[7]).toMatchObject({ total: 61.11, serviceCharge: 5.56 });
  });

  it('says it could not when the server does not answer, keeping the charge shown', async () => {
    const { effects } = await expectSaga(removeServiceCharge, serviceChargeRemovalRequested(7))
      .withReducer(rootReducer, stateWith(charged))
      .provide([[matchers.call.fn(api.removeServiceCharge), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(serviceChargeRemovalFailed(7))
      .not.put(invoiceLoadRequested(7))
      .run();
    const messages = effects.put
      .map((effect) => effect.payload.action)
      .filter((action: { type: string }) => action.type === errorRaised.type)
      .map((action: { payload: { message: string } }) => action.payload.message);
    expect(messages).toEqual([SERVICE_CHARGE_REMOVAL_FAILED]);
  });

  it('marks the comanda while the removal runs, so the button cannot send it twice', () => {
    const pending = rootReducer(stateWith(charged), serviceChargeRemovalRequested(7)) as RootState;
    expect(pending.invoices.removingServiceCharge[7]).toBe(true);
    expect((rootReducer(pending, serviceChargeRemovalFailed(7)) as RootState).invoices.removingServiceCharge[7]).toBeUndefined();
  });
});
