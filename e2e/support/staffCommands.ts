import type { APIRequestContext } from '@playwright/test';
import type { Invoice } from '@contract/ordering';
import { DEVICE_HEADER } from '@contract/staff-headers';
import { expect } from './fixtures';
import { okJson, type StaffSession } from './staffSession';

/** Staff commands a flow sets its stage with, through the staff API, as the demo shop's own account (Ana Souza). */
export function staffCommands(request: APIRequestContext, session: StaffSession) {
  const headers = { authorization: `Bearer ${session.accountToken}` };
  const ordering = `/ordering/accounts/${session.accountId}/shops/${session.shopId}`;
  const settings = `/menu/accounts/${session.accountId}/shops/${session.shopId}/settings`;
  const answered = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  return {
    invoice: async (id: number) => okJson<Invoice>(await request.get(`${ordering}/invoices/${id}`, { headers })),
    /** The shop's 'Taxa de serviço' percent; null turns it off. */
    async setServiceCharge(percent: number | null): Promise<void> {
      const record = await okJson<{ id: number; menuType: 0 | 1 }>(await request.get(settings, { headers }));
      await answered(await request.put(`${settings}/${record.id}`, { headers, data: { menuType: record.menuType, serviceChargePercent: percent } }));
    },
    /** One part of a comanda ('Dividir conta'); the part that reaches its total closes it. Named a device, it goes to its open till. */
    payPart: async (invoiceId: number, amount: number, paymentMethod: string, device?: string) =>
      answered<Invoice>(
        await request.post(`${ordering}/invoices/${invoiceId}/payments`, {
          headers: device ? { ...headers, [DEVICE_HEADER]: device } : headers,
          data: { amount, paymentMethod, ...(paymentMethod === 'cash' ? { cashReceived: amount } : {}) },
        }),
      ),
    /** 'Exigir caixa aberto para receber' on or off. */
    requireTill: async (required: boolean) => answered(await request.put(`${ordering}/tills/settings`, { headers, data: { required } })),
    removeServiceCharge: async (invoiceId: number) => answered<Invoice>(await request.delete(`${ordering}/invoices/${invoiceId}/service-charge`, { headers })),
    /** 'Iniciar', 'Concluir' or 'Cancelar' on an order. */
    moveOrder: async (orderId: number, to: 'started' | 'completed' | 'canceled') =>
      answered(await request.put(`${ordering}/orders/${orderId}/${to}`, { headers })),
  };
}
