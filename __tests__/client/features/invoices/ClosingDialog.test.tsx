import { TextEncoder as NodeTextEncoder } from 'node:util';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import InvoiceDetailsPage from '@/features/invoices/pages/InvoiceDetailsPage';
import {
  closingDialogOpened,
  closingMethodsLoaded,
  closingPaymentLookedUp,
  shortfallNamed,
  unfinishedOrdersNamed,
} from '@/features/invoices/dialogs/slice';
import { closingMethodsOf, preselectedMethodOf } from '@/features/invoices/rules';
import type { Invoice } from '@contract/ordering';
import { renderWithProviders } from '../../support/render';
import { anInvoice, anOrder } from './fixtures';
import { pageState } from './pageState';
import { fetchPixCharge } from '@/features/pix/api';

jest.mock('@/features/pix/api', () => ({ ...jest.requireActual('@/features/pix/api'), fetchPixCharge: jest.fn() }));
const charge = jest.mocked(fetchPixCharge);
beforeEach(() => {
  charge.mockReset();
  charge.mockResolvedValue(null);
});

// The QR code library reads the payload as UTF-8 through TextEncoder, which browsers have and jest's jsdom lacks.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder: NodeTextEncoder });

const PAYLOAD = '00020101021226330014br.gov.bcb.pix011152998224725520400005303986540542.005802BR5905TESTE6009SAO PAULO62120508COMANDA763040000';

function openDialog(invoice: Invoice) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/invoices/:invoiceId" element={<InvoiceDetailsPage />} />
    </Routes>,
    { route: `/invoices/${invoice.id}`, preloadedState: pageState({ single: [invoice] }) },
  );
  // A shop that takes no debit card at the counter; its list arrives as the dialog opens (loadClosingMethods).
  const offered = closingMethodsOf(['cash', 'creditCard', 'pix', 'mealVoucher', 'online']);
  act(() => {
    rendered.store.dispatch(closingDialogOpened(invoice.id));
    rendered.store.dispatch(closingMethodsLoaded({ id: invoice.id, offered, preselected: preselectedMethodOf(invoice.paymentMethod, offered) }));
  });
  return rendered;
}

/** The dialog's own content, apart from the details screen under it (overlays of earlier tests stay in the body). */
async function inDialog() {
  const modal = await waitFor(() => {
    const modals = document.querySelectorAll<HTMLElement>('ion-modal.closing-dialog');
    const last = modals[modals.length - 1];
    expect(last).toHaveTextContent('Confirmar pagamento');
    return last;
  });
  return within(modal);
}

describe("the 'Confirmar pagamento' dialog", () => {
  it('names the comanda and its place, the total and the comanda’s own method, preselected', async () => {
    const { store } = openDialog(anInvoice({ id: 1, code: '0007', location: 'Mesa 2', status: 'closing', paymentMethod: 'creditCard', total: 42, orders: [] }));
    const dialog = await inDialog();
    expect(dialog.getByText('Comanda #0007 · Mesa 2')).toBeInTheDocument();
    expect(dialog.getByText('$ 42,00')).toBeInTheDocument();
    expect(await dialog.findByText('Cartão de crédito')).toBeInTheDocument();
    expect(store.getState().invoiceDialogs?.closingDialog?.method).toBe('creditCard');
  });

  it('offers the methods the shop accepts, none preselected, even where no payment waits to be informed', async () => {
    const { store } = openDialog(anInvoice({ id: 1, status: 'open', paymentMethod: null, orders: [] }));
    act(() => {
      store.dispatch(closingPaymentLookedUp({ id: 1, waitingPayment: 'none' }));
    });
    const dialog = await inDialog();
    const radios = await dialog.findAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['Dinheiro', 'Cartão de crédito', 'Pix', 'Vale-refeição']);
    expect(store.getState().invoiceDialogs?.closingDialog?.method).toBeNull();
    expect(dialog.getByText('Confirmar').closest('ion-button')).toHaveProperty('disabled', true);
    fireEvent(dialog.getByText('Dinheiro').closest('ion-radio-group') as HTMLElement, new CustomEvent('ionChange', { detail: { value: 'cash' } }));
    expect(await dialog.findAllByText('Valor recebido')).not.toHaveLength(0);
    expect(dialog.getByText('Confirmar').closest('ion-button')).toHaveProperty('disabled', false);
  });

  it('a customer’s débito, in a shop that does not take it, is not preselected', async () => {
    const { store } = openDialog(anInvoice({ id: 1, status: 'closing', paymentMethod: 'debitCard', orders: [] }));
    const dialog = await inDialog();
    await dialog.findAllByRole('radio');
    expect(dialog.queryByText('Cartão de débito')).not.toBeInTheDocument();
    expect(store.getState().invoiceDialogs?.closingDialog?.method).toBeNull();
  });

  it('for cash, shows the change for the amount received, prefilled with what the customer said', async () => {
    openDialog(anInvoice({ id: 1, status: 'closing', paymentMethod: 'cash', total: 42, paidWith: 50, change: 8, orders: [] }));
    const dialog = await inDialog();
    expect(await dialog.findByText('Troco')).toBeInTheDocument();
    expect(dialog.getByText('$ 8,00')).toBeInTheDocument();
  });

  it("cash below the total: what is missing, then the question on 'Registrar parcial'", async () => {
    const { store } = openDialog(anInvoice({ id: 1, status: 'closing', paymentMethod: 'cash', total: 75.6, paidWith: 20, orders: [] }));
    const dialog = await inDialog();
    expect(await dialog.findByRole('status')).toHaveTextContent(/^Faltam \$ 55,60$/);
    await waitFor(() => expect(store.getState().invoiceDialogs?.closingDialog?.received).toBe(20));
    act(() => {
      store.dispatch(shortfallNamed());
    });
    expect(dialog.getByRole('status')).toHaveTextContent('Faltam $ 55,60. Registrar como pagamento parcial?');
    expect(dialog.getByText('Registrar parcial').closest('ion-button')).toHaveProperty('disabled', false);
  });

  it('partly paid: shows what was paid and what is left, and counts the cash against what is left', async () => {
    openDialog(anInvoice({ id: 1, status: 'closing', paymentMethod: 'cash', total: 75.6, paid: 20, paidWith: 50, orders: [] }));
    const dialog = await inDialog();
    expect(dialog.getByText('Pago')).toBeInTheDocument();
    expect(dialog.getByText('Falta')).toBeInTheDocument();
    expect(dialog.getByText('$ 55,60')).toBeInTheDocument();
    // $ 50,00 handed over against the $ 55,60 left.
    expect(await dialog.findByRole('status')).toHaveTextContent(/^Faltam \$ 5,60$/);
  });

  it('names the unfinished orders and, once asked again, says so on its button', async () => {
    const invoice = anInvoice({
      id: 1,
      status: 'closing',
      paymentMethod: 'debitCard',
      orders: [anOrder({ id: 1, status: 'authorized' }), anOrder({ id: 2, status: 'started' }), anOrder({ id: 3, status: 'completed' })],
    });
    const { store } = openDialog(invoice);
    const dialog = await inDialog();
    expect(dialog.getByRole('alert')).toHaveTextContent(/^Há 2 pedidos não concluídos nesta comanda\.$/);
    act(() => {
      store.dispatch(unfinishedOrdersNamed());
    });
    expect(dialog.getByRole('alert')).toHaveTextContent('Há 2 pedidos não concluídos nesta comanda. Confirmar o pagamento mesmo assim?');
    expect(dialog.getByText('Confirmar mesmo assim')).toBeInTheDocument();
  });

  it('Cancelar closes it and changes nothing', async () => {
    const { store } = openDialog(anInvoice({ id: 1, status: 'closing', paymentMethod: 'cash', orders: [] }));
    fireEvent.click((await inDialog()).getByText('Cancelar'));
    expect(store.getState().invoiceDialogs?.closingDialog).toBeNull();
    expect(store.getState().invoices.pendingClose[1]).toBeUndefined();
  });

  describe('Pix', () => {
    it("shows the comanda's Pix code, to scan or copy, when Pix is the method, and 'Pagar com Pix' under the comanda", async () => {
      charge.mockResolvedValue({ payload: PAYLOAD, amount: 42 });
      const { store } = openDialog(anInvoice({ id: 1, prepay: true, status: 'open', paymentMethod: null, total: 42, orders: [anOrder({ status: 'open' })] }));
      act(() => {
        store.dispatch(closingPaymentLookedUp({ id: 1, waitingPayment: 'waiting' }));
      });
      const dialog = await inDialog();
      // Nothing is preselected: no Pix code until Pix is chosen.
      expect(dialog.queryByText('Copiar código Pix')).not.toBeInTheDocument();
      fireEvent((await dialog.findByText('Pix')).closest('ion-radio-group') as HTMLElement, new CustomEvent('ionChange', { detail: { value: 'pix' } }));
      expect(await dialog.findByRole('img', { name: 'QR code Pix de $ 42,00' })).toBeInTheDocument();
      expect(dialog.getByText('Copiar código Pix')).toBeInTheDocument();
      expect(dialog.getByTestId('pix-charge')).toHaveAttribute('data-payload', PAYLOAD);
      expect(charge).toHaveBeenCalledWith(expect.objectContaining({ shopId: expect.any(Number) }), 1, undefined);
      expect(document.querySelector('ion-footer')).toHaveTextContent('Pagar com Pix');
    });

    it('offers no Pix code where the shop has no Pix key', async () => {
      openDialog(anInvoice({ id: 1, status: 'closing', paymentMethod: 'pix', total: 42, orders: [] }));
      const dialog = await inDialog();
      expect(await dialog.findByText('Pix')).toBeInTheDocument();
      await waitFor(() => expect(charge).toHaveBeenCalled());
      expect(dialog.queryByText('Copiar código Pix')).not.toBeInTheDocument();
      expect(dialog.queryByRole('img', { name: /QR code Pix/ })).not.toBeInTheDocument();
      expect(document.querySelector('ion-footer')).not.toHaveTextContent('Pagar com Pix');
    });
  });
});
