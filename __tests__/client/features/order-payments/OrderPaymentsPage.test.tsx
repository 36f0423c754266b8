import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ChangeOrderPaymentFiltersPage from '@/features/order-payments/pages/ChangeOrderPaymentFiltersPage';
import OrderPaymentsPage from '@/features/order-payments/pages/OrderPaymentsPage';
import { orderPaymentsLoaded } from '@/ordering/payments/slice';
import { orderPaymentsLoadFailed } from '@/features/order-payments/view/slice';
import { renderWithProviders } from '../../support/render';
import { payment, stateWith } from './fixtures';

function renderPage(options: Parameters<typeof stateWith>[0] = {}) {
  return renderWithProviders(<OrderPaymentsPage />, { route: '/orderPayments', preloadedState: stateWith(options) });
}

describe('OrderPaymentsPage', () => {
  it("asks for the list, then shows 'Nenhum pagamento encontrado' when there is none", () => {
    const { store } = renderPage();
    expect(store.getState().orderPaymentsView!.status).toBe('pending');
    act(() => {
      store.dispatch(orderPaymentsLoaded({ orderPayments: [], count: 0 }));
    });
    expect(screen.getByText('Nenhum pagamento encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Experimente alterar os filtros.')).not.toBeInTheDocument();
  });

  it('suggests changing the filters when some are set', () => {
    const { store } = renderPage({ filters: { status: [2] } });
    act(() => {
      store.dispatch(orderPaymentsLoaded({ orderPayments: [], count: 0 }));
    });
    expect(screen.getByText('Nenhum pagamento encontrado')).toBeInTheDocument();
    expect(screen.getByText('Experimente alterar os filtros.')).toBeInTheDocument();
  });

  it("a failed load offers to try again for 'seus pagamentos'", () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(orderPaymentsLoadFailed('x'));
    });
    expect(screen.getByText('Não conseguimos carregar seus pagamentos..')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Tente novamente'));
    expect(store.getState().orderPaymentsView!.status).toBe('pending');
  });

  it('shows amount, the comanda and place it settles, status chip and method, grouped by day', () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(
        orderPaymentsLoaded({
          orderPayments: [
            payment({ id: 1, status: 2, amount: 12.5, createAt: '2024-03-01T15:00:00.000Z', lastUpdate: '2024-03-01T15:00:00.000Z' }),
            payment({
              id: 2,
              status: 1,
              method: 0,
              amount: 1234.5,
              invoiceCode: '12',
              invoiceLocation: 'Mesa 4',
              createAt: new Date().toISOString(),
              lastUpdate: new Date().toISOString(),
            }),
          ],
          count: 2,
        }),
      );
    });
    expect(screen.getByText('$ 1.234,50')).toBeInTheDocument();
    expect(screen.getByText('Pago')).toBeInTheDocument();
    expect(screen.getByText('Dinheiro')).toBeInTheDocument();
    expect(screen.getByText('$ 12,50')).toBeInTheDocument();
    expect(screen.getByText('Camcelado')).toBeInTheDocument();
    // Which comanda and where: the row names what it settles.
    expect(screen.getByText('Comanda #12 · Mesa 4')).toBeInTheDocument();
    expect(document.querySelectorAll('ion-item-divider')).toHaveLength(1);
  });
});

describe('ChangeOrderPaymentFiltersPage', () => {
  const checkbox = (label: string) => screen.getByText(label).closest('ion-checkbox') as HTMLIonCheckboxElement;
  const button = (label: string) => screen.getByText(label).closest('ion-button') as HTMLIonButtonElement;

  it('needs no status: clearing every one is a valid choice', async () => {
    const { store } = renderWithProviders(<ChangeOrderPaymentFiltersPage />, {
      route: '/ordersPayments/filters',
      preloadedState: stateWith({ filters: { status: [1] } }),
    });
    expect(checkbox('Pago').checked).toBe(true);
    await act(async () => {
      fireEvent(checkbox('Pago'), new CustomEvent('ionChange', { detail: { checked: false } }));
    });
    await waitFor(() => expect(button('Confirmar').disabled).toBe(false));
    expect(screen.queryByText('Deve ter pelo menos 1')).not.toBeInTheDocument();
    expect(button('Limpar').disabled).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByText('Confirmar'));
    });
    await waitFor(() => expect(store.getState().orderPaymentsView!.filters).toEqual({ status: [], startDate: undefined, endDate: undefined }));
  });
});
