/** 'Minha comanda': reading the guest's comanda and asking for the bill, as the screen's actions. */
import type { InvoicePaymentMethod } from '@contract/payment-methods';
import { fetchComanda, GuestApiError, requestClosing } from './api';
import type { GuestState, Screen } from './state';

type BillActions = { showBill(): void; refreshBill(): void; chooseMethod(method: InvoicePaymentMethod): void; askForBill(): void };

const messageOf = (err: unknown, otherwise: string) => (err instanceof GuestApiError ? err.message : otherwise);

export function billFlow(state: GuestState, show: (screen: Screen) => void, draw: () => void): BillActions {
  // Answers arriving after the guest left the screen are kept for the next visit, not drawn over another screen.
  const redraw = () => {
    if (state.screen.name === 'bill') draw();
  };

  async function refresh(): Promise<void> {
    const comanda = state.comanda;
    if (!comanda || state.bill.busy) return;
    Object.assign(state.bill, { busy: true, error: null });
    redraw();
    try {
      state.bill.invoice = await fetchComanda(comanda);
    } catch (err) {
      state.bill.error = messageOf(err, 'Não foi possível ler sua comanda agora. Toque em Atualizar.');
    }
    state.bill.busy = false;
    redraw();
  }

  async function askForBill(): Promise<void> {
    const comanda = state.comanda;
    const method = state.bill.method;
    if (!comanda || state.bill.busy) return;
    if (!method) {
      state.bill.error = 'Escolha como você vai pagar.';
      redraw();
      return;
    }
    Object.assign(state.bill, { busy: true, error: null });
    redraw();
    try {
      state.bill.invoice = await requestClosing(comanda, method);
    } catch (err) {
      // Asked already (from another phone at the table, or an answer lost on the way): the comanda read again says so.
      const again = err instanceof GuestApiError && err.status === 409 ? await fetchComanda(comanda).catch(() => null) : null;
      if (again && again.status !== 'open') state.bill.invoice = again;
      else state.bill.error = messageOf(err, 'Não foi possível pedir a conta agora. Tente de novo.');
    }
    state.bill.busy = false;
    redraw();
  }

  return {
    showBill() {
      show({ name: 'bill' });
      void refresh();
    },
    refreshBill: () => void refresh(),
    chooseMethod(method) {
      Object.assign(state.bill, { method, error: null });
      redraw();
    },
    askForBill: () => void askForBill(),
  };
}
