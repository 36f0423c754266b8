import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import InvoicesPage from '@/features/invoices/pages/InvoicesPage';
import { renderWithProviders } from '../../support/render';
import { anInvoice, anOrder } from './fixtures';
import { pageState } from './pageState';

const now = new Date();
const yesterday = new Date(now.getTime() - 24 * 3600_000);

describe('InvoicesPage', () => {
  it.each([
    ['food', 'Comandas'],
    ['shop', 'Compras'],
  ] as const)('is titled by the %s variant', (variant, title) => {
    renderWithProviders(<InvoicesPage />, { variant, preloadedState: pageState({ list: [] }) });
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('asks for the list on first open', () => {
    const { store } = renderWithProviders(<InvoicesPage />, { preloadedState: pageState() });
    expect(store.getState().invoicesView.status).toBe('pending');
  });

  it("shows 'Caixa vazio' when the default filters find nothing", () => {
    renderWithProviders(<InvoicesPage />, { preloadedState: pageState({ list: [] }) });
    expect(screen.getByText('Caixa vazio')).toBeInTheDocument();
    expect(screen.getByText('Estamos aguardando o próximo pedido!')).toBeInTheDocument();
  });

  it.each([
    ['food', 'Nenhuma comanda encontrada'],
    ['shop', 'Nenhuma compra encontrada'],
  ] as const)('with other filters the %s variant says %s', (variant, title) => {
    renderWithProviders(<InvoicesPage />, {
      variant,
      preloadedState: pageState({ list: [], filters: { status: ['closed'], paymentMethods: [] } }),
    });
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('Experimente alterar os filtros.')).toBeInTheDocument();
    expect(screen.queryByText('Caixa vazio')).not.toBeInTheDocument();
  });

  it('offers a retry when the list fails', () => {
    const state = pageState();
    const { store } = renderWithProviders(<InvoicesPage />, {
      preloadedState: { ...state, invoicesView: { ...state.invoicesView!, status: 'error', error: 'Falha de rede' } },
    });
    expect(screen.getByText('Não conseguimos carregar suas comandas..')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Tente novamente'));
    expect(store.getState().invoicesView.status).toBe('pending');
  });

  it('shows tiles with code, location, total and chip, and a calendar header for other days only', () => {
    const today = anInvoice({ id: 2, code: '0002', location: 'Mesa 3', total: 12.5, createdAt: now.toISOString(), orders: [anOrder()] });
    const before = anInvoice({
      id: 1,
      code: '0001',
      status: 'closing',
      paymentMethod: 'cash',
      createdAt: yesterday.toISOString(),
      closingAt: yesterday.toISOString(),
      orders: [anOrder({ items: [] })],
    });
    renderWithProviders(<InvoicesPage />, { preloadedState: pageState({ list: [today, before] }) });
    const first = screen.getByTestId('invoice-2');
    expect(within(first).getByText('#0002 · Mesa 3')).toBeInTheDocument();
    expect(within(first).getByText('$ 12,50')).toBeInTheDocument();
    expect(within(first).getByText('Em aberto')).toBeInTheDocument();
    expect(within(first).getByText('agora')).toBeInTheDocument();
    expect(within(first).getByText('2x X-Burger')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoice-1')).getByText('Dinheiro')).toBeInTheDocument();
    // One header only: yesterday's.
    expect(document.querySelectorAll('ion-item-divider')).toHaveLength(1);
  });

  it('a tile without orders asks for its invoice once, after the list has rendered', async () => {
    const { store } = renderWithProviders(<InvoicesPage />, { preloadedState: pageState({ list: [anInvoice({ id: 5 })] }) });
    expect(store.getState().invoices.loads[5]).toBeUndefined();
    await waitFor(() => expect(store.getState().invoices.loads[5]).toEqual({ status: 'pending', error: null }));
  });

  it('a tile scrolled past before its turn asks nothing', async () => {
    const { store, unmount } = renderWithProviders(<InvoicesPage />, { preloadedState: pageState({ list: [anInvoice({ id: 5 })] }) });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().invoices.loads[5]).toBeUndefined();
  });

  it('shows the done and priority icons', () => {
    const closed = anInvoice({ id: 1, status: 'closed', createdAt: now.toISOString(), orders: [] });
    const prepaid = anInvoice({ id: 2, prepay: true, createdAt: now.toISOString(), orders: [] });
    renderWithProviders(<InvoicesPage />, { preloadedState: pageState({ list: [closed, prepaid] }) });
    expect(within(screen.getByTestId('invoice-1')).getByLabelText('Pago')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoice-1')).getByText('Confirmado')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoice-2')).getByLabelText('Pré-pagamento pendente')).toBeInTheDocument();
  });

  it('links the filter button to the filters screen', () => {
    renderWithProviders(<InvoicesPage />, { preloadedState: pageState({ list: [] }) });
    expect(screen.getByLabelText('Filtros')).toHaveAttribute('router-link', '/invoices/filters');
  });
});
