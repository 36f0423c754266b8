import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import InvoiceDetailsPage from '@/features/invoices/pages/InvoiceDetailsPage';
import { invoiceLoadFailed, paymentConfirmationRequested } from '@/ordering/invoices/slice';
import { renderWithProviders } from '../../support/render';
import { anInvoice, anItem, anOrder } from './fixtures';
import { pageState } from './pageState';

function renderDetails(options: Parameters<typeof pageState>[0] & { route?: string; variant?: 'food' | 'shop' } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/invoices/:invoiceId" element={<InvoiceDetailsPage />} />
    </Routes>,
    { route: options.route ?? '/invoices/1', variant: options.variant, preloadedState: pageState(options) },
  );
}

const delivery = anInvoice({
  id: 1,
  code: '0042',
  status: 'closing',
  paymentMethod: 'cash',
  paidWith: 100,
  change: 25,
  deliveryFee: 5,
  total: 75,
  address: {
    street: 'Rua das Flores',
    number: '120',
    complement: 'Apto 3',
    neighborhood: 'Centro',
    city: 'São Paulo',
    district: null,
    cep: '01010-000',
  },
  orders: [
    anOrder({
      id: 100,
      type: 3,
      total: 70,
      items: [
        anItem({ id: 1, name: 'Pizza', quantity: 1, total: 50, portion: { name: 'Grande', price: 45 }, options: [{ id: 9, name: 'Borda', price: 5 }] }),
        anItem({ id: 1, name: 'Pizza', quantity: 1, total: 20 }),
      ],
    }),
  ],
});

describe('InvoiceDetailsPage', () => {
  it.each([
    ['food', 'Comanda #0042'],
    ['shop', 'Compra #0042'],
  ] as const)('titles the %s variant %s', (variant, title) => {
    renderDetails({ single: [delivery], variant });
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it.each([
    ['food', 'Detalhes da comanda'],
    ['shop', 'Detalhes da compra'],
  ] as const)("falls back for the %s variant to '%s' while loading", (variant, title) => {
    renderDetails({ variant });
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it("offers 'Transferir para outra mesa' and 'Juntar com…' on an open comanda, and says what moved it", async () => {
    const at = new Date(2026, 10, 27, 20, 14).toISOString();
    const moved = anInvoice({
      id: 1,
      location: 'Mesa 7',
      orders: [anOrder({ id: 100 })],
      moves: [
        { kind: 'transfer', at, by: 'Ana Souza', fromLocation: 'Mesa 3', toLocation: 'Mesa 7', otherInvoiceId: null, otherInvoiceCode: null },
        { kind: 'mergedIn', at, by: 'Ana Souza', fromLocation: 'Mesa 2', toLocation: 'Mesa 7', otherInvoiceId: 2, otherInvoiceCode: '12' },
      ],
    });
    renderDetails({ single: [moved] });
    expect(await screen.findByText('Transferir para outra mesa')).toBeInTheDocument();
    expect(screen.getByText('Juntar com…')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-moves')).toHaveTextContent(
      'Transferida da Mesa 3 para a Mesa 7 por Ana Souza às 20:14Comanda #12 (Mesa 2) juntada a esta por Ana Souza às 20:14',
    );
  });

  it('offers no move on a paid comanda, and only the transfer while the bill is asked for', async () => {
    const { unmount } = renderDetails({ single: [anInvoice({ id: 1, status: 'closed', paymentMethod: 'cash', orders: [anOrder({ id: 100 })] })] });
    await screen.findByText('Pedidos');
    expect(screen.queryByText('Transferir para outra mesa')).not.toBeInTheDocument();
    expect(screen.queryByText('Juntar com…')).not.toBeInTheDocument();
    unmount();
    renderDetails({ single: [delivery] });
    expect(await screen.findByText('Transferir para outra mesa')).toBeInTheDocument();
    expect(screen.queryByText('Juntar com…')).not.toBeInTheDocument();
  });

  it('shows location, status, chip, customer, items and the amounts', async () => {
    renderDetails({ single: [delivery] });
    // Ionic's labels settle their text once their components hydrate.
    await screen.findByText('Taxa de entrega');
    expect(screen.getByTestId('invoice-locations')).toHaveTextContent('Delivery');
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Encerrado');
    expect(screen.getByText('Dinheiro')).toBeInTheDocument();
    expect(screen.getByText('Maria Lima')).toBeInTheDocument();
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.getByText('maria@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText('Rua das Flores, 120 - Apto 3')).toBeInTheDocument();
    expect(screen.getByText('1x Pizza (Grande)')).toBeInTheDocument();
    expect(screen.getByText('+ Borda')).toBeInTheDocument();
    expect(screen.getByText('Pedido #0101')).toBeInTheDocument();
    expect(screen.getByText('Aguardando')).toBeInTheDocument();
    const amounts = screen.getByLabelText('Valores');
    expect(within(amounts).getByText('Taxa de entrega')).toBeInTheDocument();
    expect(within(amounts).getByText('$ 5,00')).toBeInTheDocument();
    expect(within(amounts).getByText('$ 75,00')).toBeInTheDocument();
    expect(within(amounts).getByText('A receber')).toBeInTheDocument();
    expect(within(amounts).getByText('$ 100,00')).toBeInTheDocument();
    expect(within(amounts).getByText('Troco')).toBeInTheDocument();
    expect(within(amounts).getByText('$ 25,00')).toBeInTheDocument();
  });

  it('has no delivery fee row without delivery orders, and shows what was received once paid', async () => {
    renderDetails({ single: [anInvoice({ status: 'closed', orders: [anOrder()] })] });
    await screen.findByText('Recebido');
    const amounts = screen.getByLabelText('Valores');
    expect(within(amounts).queryByText('Taxa de entrega')).not.toBeInTheDocument();
    expect(within(amounts).getByText('Recebido')).toBeInTheDocument();
    expect(within(amounts).queryByText('Troco')).not.toBeInTheDocument();
  });

  it("offers 'Confirmar pagamento' while unpaid; it opens the dialog, which the closing needs first", () => {
    const { store } = renderDetails({ single: [delivery] });
    fireEvent.click(screen.getByText('Confirmar pagamento'));
    expect(store.getState().invoiceDialogs?.closingDialog?.invoiceId).toBe(1);
    expect(store.getState().invoices.pendingClose[1]).toBeUndefined();
  });

  it('disables the button while the closing runs', () => {
    const { store } = renderDetails({ single: [delivery] });
    const button = screen.getByText('Confirmar pagamento').closest('ion-button');
    expect(button).toHaveProperty('disabled', false);
    act(() => {
      store.dispatch(paymentConfirmationRequested(1));
    });
    expect(button).toHaveProperty('disabled', true);
  });

  it.each(['closed', 'canceled'] as const)("has no 'Confirmar pagamento' when %s", (status) => {
    renderDetails({ single: [anInvoice({ status, orders: [] })] });
    expect(screen.queryByText('Confirmar pagamento')).not.toBeInTheDocument();
  });

  it("a prepaid unpaid invoice says 'Necessita de confirmação do pagamento.'", () => {
    renderDetails({ single: [anInvoice({ prepay: true, status: 'open', orders: [anOrder({ status: 'open' })] })] });
    expect(screen.getByText('Necessita de confirmação do pagamento.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pré-pagamento pendente')).toBeInTheDocument();
  });

  it('a paid prepaid invoice does not', () => {
    renderDetails({ single: [anInvoice({ prepay: true, status: 'closed', orders: [] })] });
    expect(screen.queryByText('Necessita de confirmação do pagamento.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pago')).toBeInTheDocument();
  });

  it("a failed load offers a retry and 'Voltar para o caixa'", () => {
    const { store } = renderDetails();
    act(() => {
      store.dispatch(invoiceLoadFailed({ id: 1, error: 'Comanda não encontrada.' }));
    });
    expect(screen.getByText('Não conseguimos carregar a comanda..')).toBeInTheDocument();
    expect(screen.getByText('Voltar para o caixa').closest('ion-button')).toHaveAttribute('router-link', '/invoices');
    fireEvent.click(screen.getByText('Tente novamente'));
    expect(store.getState().invoices.loads[1].status).toBe('pending');
  });

  it('a bad route parameter shows the parser message', () => {
    renderDetails({ route: '/invoices/abc' });
    expect(screen.getByText('Could not parse "invoiceId", received "abc"')).toBeInTheDocument();
    expect(screen.getByText('Voltar para o caixa')).toBeInTheDocument();
  });

  it('prints a receipt with window.print()', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderDetails({ single: [{ ...delivery, createdAt: '2025-03-14T15:00:00.000Z' }] });
    expect(screen.queryByTestId('invoice-receipt')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Imprimir'));
    expect(print).toHaveBeenCalledTimes(1);
    const receipt = screen.getByTestId('invoice-receipt');
    expect(within(receipt).getByText('Cantina Centro')).toBeInTheDocument();
    expect(within(receipt).getByText('Comanda #0042')).toBeInTheDocument();
    // A delivery's receipt says where it goes and what the driver collects.
    expect(within(receipt).getByText('Delivery')).toBeInTheDocument();
    expect(within(receipt).getByText('Rua das Flores, 120 - Apto 3')).toBeInTheDocument();
    expect(within(receipt).getByText('Cobrar: $ 75,00 em dinheiro, troco para $ 100,00')).toBeInTheDocument();
    expect(within(receipt).getByText('Troco')).toBeInTheDocument();
    expect(document.body).toHaveClass('printing-receipt');
    // The page is the roll's width (80 mm unless Configurações says 58 mm), never the browser's Letter.
    expect([...document.head.querySelectorAll('style')].some((style) => /@page \{ size: 80mm \d+mm; margin: 0; \}/.test(style.textContent ?? ''))).toBe(true);
    fireEvent(window, new Event('afterprint'));
    expect(screen.queryByTestId('invoice-receipt')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('printing-receipt');
    print.mockRestore();
  });

  it('the receipt dates each order apart when one came 5 minutes or more after the invoice', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const late = anInvoice({
      createdAt: '2025-03-14T15:00:00.000Z',
      orders: [anOrder({ id: 1, code: '0001', createdAt: '2025-03-14T15:00:00.000Z' }), anOrder({ id: 2, code: '0002', createdAt: '2025-03-14T15:07:00.000Z' })],
    });
    renderDetails({ single: [late] });
    fireEvent.click(screen.getByLabelText('Imprimir'));
    const receipt = screen.getByTestId('invoice-receipt');
    expect(within(receipt).getByText(/^Aberta em /)).toBeInTheDocument();
    expect(within(receipt).getByText(/^Pedido #0002 · /)).toBeInTheDocument();
    print.mockRestore();
  });
});
