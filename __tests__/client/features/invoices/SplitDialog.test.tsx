import { TextEncoder as NodeTextEncoder } from 'node:util';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Invoice } from '@contract/ordering';
import InvoiceDetailsPage from '@/features/invoices/pages/InvoiceDetailsPage';
import { fetchPixCharge } from '@/features/pix/api';
import { invoiceLoaded } from '@/ordering/invoices/slice';
import { acceptedMethodsLoaded, splitChangeSettled, splitDialogOpened } from '@/features/invoices/split/slice';
import { renderWithProviders } from '../../support/render';
import { anInvoice, anItem, anOrder } from './fixtures';
import { pageState } from './pageState';

jest.mock('@/features/pix/api', () => ({ ...jest.requireActual('@/features/pix/api'), fetchPixCharge: jest.fn() }));
const charge = jest.mocked(fetchPixCharge);
beforeEach(() => {
  charge.mockReset();
  charge.mockResolvedValue({ payload: 'PIX-PART', amount: 8.67 });
});

// The QR code library reads the payload as UTF-8 through TextEncoder, which browsers have and jest's jsdom lacks.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder: NodeTextEncoder });

const comanda = anInvoice({
  id: 1,
  code: '0007',
  location: 'Mesa 2',
  status: 'open',
  paymentMethod: null,
  total: 26,
  paid: 0,
  orders: [anOrder({ id: 100, items: [anItem({ name: 'X-Burger', quantity: 2, total: 20 }), anItem({ name: 'Suco', quantity: 1, total: 6 })] })],
  split: { mode: 'equal', parts: 2, assignment: {}, base: 26, paidParts: [] },
});

function openSplit(invoice: Invoice) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/invoices/:invoiceId" element={<InvoiceDetailsPage />} />
    </Routes>,
    { route: `/invoices/${invoice.id}`, preloadedState: pageState({ single: [invoice] }) },
  );
  act(() => {
    rendered.store.dispatch(splitDialogOpened(invoice));
    rendered.store.dispatch(acceptedMethodsLoaded({ invoiceId: invoice.id, methods: ['cash', 'creditCard', 'pix'] }));
  });
  return rendered;
}

async function inDialog() {
  const modal = await waitFor(() => {
    const modals = document.querySelectorAll<HTMLElement>('ion-modal.split-dialog');
    const last = modals[modals.length - 1];
    expect(last).toHaveTextContent('Dividir conta');
    return last;
  });
  return within(modal);
}

describe("the 'Dividir conta' dialog", () => {
  it('is offered beside Confirmar pagamento on a comanda still to be paid, its state installed by the comanda', async () => {
    const { store } = renderWithProviders(
      <Routes>
        <Route path="/invoices/:invoiceId" element={<InvoiceDetailsPage />} />
      </Routes>,
      { route: '/invoices/1', preloadedState: pageState({ single: [comanda] }) },
    );
    const footer = await waitFor(() => {
      const found = [...document.querySelectorAll('ion-footer')].find((element) => element.textContent?.includes('Confirmar pagamento'));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(within(footer).getByText('Dividir conta')).toBeInTheDocument();
    // Pedidos' first load carries none of it: the comanda's screen installs the split's group as it shows.
    expect(store.getState().invoiceSplit).toEqual({ splitDialog: null });
  });

  it('lists equal parts with their amounts, and more people means smaller parts', async () => {
    openSplit(comanda);
    const dialog = await inDialog();
    expect(dialog.getByText('Comanda #0007 · Mesa 2')).toBeInTheDocument();
    expect(dialog.getByTestId('split-people')).toHaveTextContent('Dividir entre 2 pessoas');
    expect(dialog.getByTestId('split-part-1')).toHaveTextContent('$ 13,00');
    fireEvent.click(dialog.getByTestId('split-more'));
    expect(dialog.getByTestId('split-people')).toHaveTextContent('Dividir entre 3 pessoas');
    expect(['split-part-1', 'split-part-2', 'split-part-3'].map((id) => dialog.getByTestId(id).textContent)).toEqual([
      expect.stringContaining('$ 8,67'),
      expect.stringContaining('$ 8,67'),
      expect.stringContaining('$ 8,66'),
    ]);
  });

  it('by items: a part pays nothing until its lines are chosen, and Pagar waits for every line', async () => {
    const { store } = openSplit(comanda);
    const dialog = await inDialog();
    fireEvent(dialog.getByText('Por itens').closest('ion-segment') as HTMLElement, new CustomEvent('ionChange', { detail: { value: 'items' } }));
    expect(store.getState().invoiceSplit?.splitDialog?.pending?.mode).toBe('items');
    expect(dialog.getByRole('status')).toHaveTextContent('Falta escolher a parte de 2 itens.');
    expect(dialog.getByTestId('split-part-1').querySelector('ion-button')).toHaveProperty('disabled', true);
    // Each line's part is chosen on the line; once every line has one, the parts are what their lines come to.
    const selects = document.querySelectorAll('ion-modal.split-dialog ion-select');
    fireEvent(selects[0], new CustomEvent('ionChange', { detail: { value: 0 } }));
    fireEvent(selects[1], new CustomEvent('ionChange', { detail: { value: 1 } }));
    expect(store.getState().invoiceSplit?.splitDialog?.pending?.assignment).toEqual({ '100:0': 0, '100:1': 1 });
    expect(dialog.getByTestId('split-part-1')).toHaveTextContent('$ 20,00');
    expect(dialog.getByTestId('split-part-2')).toHaveTextContent('$ 6,00');
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();
  });

  it("'Pagar' opens the part's form with the shop's methods; Pix shows the code for that part; Registrar sends the part", async () => {
    const { store } = openSplit(comanda);
    const dialog = await inDialog();
    fireEvent.click(dialog.getByTestId('split-more'));
    // A part is paid against the split the server keeps: Pagar waits for its answer.
    expect(within(dialog.getByTestId('split-part-1')).getByText('Pagar').closest('ion-button')).toHaveProperty('disabled', true);
    act(() => {
      store.dispatch(invoiceLoaded({ ...comanda, split: { ...comanda.split!, parts: 3 } }));
      store.dispatch(splitChangeSettled({ invoiceId: 1, change: { mode: 'equal', parts: 3, assignment: {} } }));
    });
    fireEvent.click(within(dialog.getByTestId('split-part-1')).getByText('Pagar'));
    const form = within(dialog.getByTestId('split-pay-form'));
    expect(form.getByText('Parte 1 · $ 8,67')).toBeInTheDocument();
    expect((await form.findAllByRole('radio')).map((radio) => radio.textContent)).toEqual(['Dinheiro', 'Cartão de crédito', 'Pix']);
    fireEvent(form.getByText('Pix').closest('ion-radio-group') as HTMLElement, new CustomEvent('ionChange', { detail: { value: 'pix' } }));
    expect(await form.findByRole('img', { name: 'QR code Pix de $ 8,67' })).toBeInTheDocument();
    expect(charge).toHaveBeenCalledWith(expect.objectContaining({ shopId: expect.any(Number) }), 1, 8.67);
    expect(form.getByText('Copiar código Pix')).toBeInTheDocument();
    fireEvent.click(form.getByText('Registrar pagamento'));
    expect(store.getState().invoices.payingPart[1]).toBe(true);
  });

  it('sends the first split again when the server dropped the one shown (the total changed after a part was paid)', async () => {
    const { store } = openSplit({ ...comanda, paid: 8.67, split: { ...comanda.split!, parts: 3, paidParts: [0] } });
    const dialog = await inDialog();
    expect(store.getState().invoiceSplit?.splitDialog?.pending).toBeNull();
    act(() => {
      store.dispatch(invoiceLoaded({ ...comanda, total: 32.5, paid: 8.67, split: null }));
    });
    expect(store.getState().invoiceSplit?.splitDialog?.pending).toEqual({ mode: 'equal', parts: 2, assignment: {} });
    expect(dialog.getByTestId('split-people')).toHaveTextContent('Dividir entre 2 pessoas');
    expect(dialog.getByTestId('split-part-1')).toHaveTextContent('$ 11,92');
  });

  it('shows a part paid on another device live; the split no longer changes, and the rest may be paid as one part', async () => {
    const { store } = openSplit(comanda);
    const dialog = await inDialog();
    fireEvent.click(dialog.getByTestId('split-more'));
    // The comanda's live reload: another cashier set three parts and took the first.
    act(() => {
      store.dispatch(invoiceLoaded({ ...comanda, paid: 8.67, split: { ...comanda.split!, parts: 3, paidParts: [0] } }));
      store.dispatch(splitChangeSettled({ invoiceId: 1, change: { mode: 'equal', parts: 3, assignment: {} } }));
    });
    expect(dialog.getByTestId('split-part-1')).toHaveTextContent('Pago');
    expect(dialog.getByTestId('split-people')).toHaveTextContent('Dividir entre 3 pessoas');
    expect(dialog.getByTestId('split-more')).toHaveProperty('disabled', true);
    expect(dialog.getByTestId('split-fewer')).toHaveProperty('disabled', true);
    expect(dialog.getByTestId('split-rest')).toHaveTextContent('O restante$ 17,33');
    fireEvent.click(within(dialog.getByTestId('split-rest')).getByText('Pagar o restante'));
    const form = within(dialog.getByTestId('split-pay-form'));
    expect(form.getByText('O restante · $ 17,33')).toBeInTheDocument();
    fireEvent.click(form.getByText('Registrar pagamento'));
    expect(store.getState().invoices.payingPart[1]).toBe(true);
  });

  it('on a comanda with no split, sends the first (two equal parts) once, whose Pagar waits for the server to keep it', async () => {
    const { store } = openSplit({ ...comanda, split: null });
    const dialog = await inDialog();
    expect(store.getState().invoiceSplit?.splitDialog?.pending).toEqual({ mode: 'equal', parts: 2, assignment: {} });
    // Refused: the dialog shows the comanda as it is, and does not send it again by itself.
    act(() => {
      store.dispatch(splitChangeSettled({ invoiceId: 1, change: { mode: 'equal', parts: 2, assignment: {} } }));
      store.dispatch(invoiceLoaded({ ...comanda, split: null }));
    });
    expect(store.getState().invoiceSplit?.splitDialog?.pending).toBeNull();
    expect(dialog.getByTestId('split-people')).toHaveTextContent('Dividir entre 2 pessoas');
    expect(dialog.getByTestId('split-part-1')).toHaveTextContent('$ 13,00');
    expect(within(dialog.getByTestId('split-part-1')).getByText('Pagar').closest('ion-button')).toHaveProperty('disabled', true);
    expect(dialog.queryByTestId('split-rest')).not.toBeInTheDocument();
  });

  it('on a comanda partly paid, splits what is left and offers no split by items', async () => {
    openSplit({ ...comanda, paid: 10, split: { ...comanda.split!, base: 16 } });
    const dialog = await inDialog();
    expect(dialog.getByText('Falta pagar')).toBeInTheDocument();
    expect(dialog.getByTestId('split-part-1')).toHaveTextContent('$ 8,00');
    // By items splits the whole comanda: not offered once some of it was paid.
    expect(dialog.queryByText('Por itens')).not.toBeInTheDocument();
  });
});
