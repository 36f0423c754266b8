import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Invoice, Order } from '@contract/ordering';
import type { RootState } from '@/app/rootReducer';
import OrderDetailsPage from '@/features/orders/pages/OrderDetailsPage';
import { orderDetailsFailed, orderDetailsLoaded, orderInvoiceFailed, orderInvoiceLoaded } from '@/ordering/orders/slice';
import { renderWithProviders } from '../../support/render';
import { answerAlert, removeAlerts } from '../../shared/support/alerts';
import { installFeatureGroup } from '@/shared/featureGroups/install';
import { soldOutGroup } from '@/features/sold-out/group';
import { availabilityLoaded } from '@/features/sold-out/slice';
import { invoice, item, order } from './fixtures';
import { stateWith } from './state';

afterEach(removeAlerts);

function renderDetails(route = '/orders/1', state: RootState = stateWith()) {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderDetailsPage />} />
    </Routes>,
    { route, preloadedState: state },
  );
}

/** The page open on an order whose server copy and invoice arrived. */
function renderLoaded(current: Order = order(), currentInvoice: Invoice | null = invoice()) {
  const view = renderDetails(`/orders/${current.id}`);
  act(() => {
    view.store.dispatch(orderDetailsLoaded(current));
    if (currentInvoice) view.store.dispatch(orderInvoiceLoaded(currentInvoice));
  });
  return view;
}

/**
 * Once hydrated in jsdom, Ionic's scoped components (ion-label) report no child nodes, so text queries miss
 * their text; the markup still holds it.
 */
function textOf(text: string): HTMLElement {
  const markupText = (element: Element) => element.innerHTML.replace(/<[^>]*>/g, '');
  // Reversed so the innermost element showing the text wins over its ancestors.
  const found = [...document.body.querySelectorAll<HTMLElement>('*')].reverse().find((element) => markupText(element) === text);
  if (!found) throw new Error(`No element shows "${text}"`);
  return found;
}
const buttonStates = () => [...document.querySelectorAll<HTMLIonButtonElement>('ion-footer ion-button')].map((element) => !element.disabled);

describe('OrderDetailsPage', () => {
  it("opens the order and reads 'Detalhes do pedido' until it is known", () => {
    const { store } = renderDetails('/orders/7');
    expect(store.getState().orders.details[7]).toMatchObject({ views: 1, status: 'pending' });
    expect(screen.getByText('Detalhes do pedido')).toBeInTheDocument();
  });

  it("shows a listed order at once as 'Pedido #code'", () => {
    renderDetails('/orders/1', stateWith({ list: [order()] }));
    expect(screen.getByText('Pedido #P001')).toBeInTheDocument();
  });

  it('shows customer, payment, status, items, times and the link to the invoice', () => {
    renderLoaded(
      order({
        type: 3,
        status: 'started',
        startedAt: '2025-11-20T15:05:00.000Z',
        items: [
          { id: 1, name: 'X-Burguer', quantity: 2, price: 32.9, total: 73.8, portion: { name: 'Duplo', price: 32.9 }, options: [{ id: 5, name: 'Bacon', price: 4 }] },
        ],
        total: 73.8,
      }),
      invoice({ paymentMethod: 'creditCard', address: { street: 'Rua A', number: '10', complement: null, neighborhood: 'Centro', city: 'São Paulo', district: 'SP', cep: '01000-000' } }),
    );
    expect(screen.getByText('Preparando')).toBeInTheDocument();
    expect(textOf('Cartão de crédito')).toBeInTheDocument();
    expect(textOf('Maria')).toBeInTheDocument();
    expect(textOf('(11) 98765-4321')).toBeInTheDocument();
    expect(textOf('maria@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText('Rua A, 10')).toBeInTheDocument();
    expect(textOf('Delivery')).toBeInTheDocument();
    expect(document.querySelector('.order-details-items .order-item-name')).toHaveTextContent('2x X-Burguer');
    expect(screen.getByText('Duplo · Bacon')).toBeInTheDocument();
    expect(screen.getAllByText('$ 73,80')).toHaveLength(2);
    expect(textOf('Iniciado')).toBeInTheDocument();
    const link = textOf('Comanda #C050').closest('ion-item') as Element & { routerLink?: string };
    expect(link.routerLink).toBe('/invoices/50');
  });

  it.each([
    ['authorized, invoice open', [true, true, false], order({ status: 'authorized' }), invoice()],
    ['started, invoice open', [true, false, true], order({ status: 'started' }), invoice()],
    ['authorized, invoice closed', [false, true, false], order({ status: 'authorized' }), invoice({ status: 'closed' })],
    ['authorized, invoice not loaded', [false, true, false], order({ status: 'authorized' }), null],
    ['open, invoice closing', [true, false, false], order({ status: 'open' }), invoice({ status: 'closing' })],
  ])('%s: Cancelar / Iniciar / Pronto enabled %j', (_name, expected, current, currentInvoice) => {
    renderLoaded(current, currentInvoice);
    expect(screen.getByText('Cancelar')).toBeInTheDocument();
    expect(buttonStates()).toEqual(expected);
  });

  it.each([
    ['completed', order({ status: 'completed' }), invoice()],
    ['canceled', order({ status: 'canceled' }), invoice()],
    ['open on a closed invoice', order({ status: 'open' }), invoice({ status: 'closed' })],
  ])('shows no buttons when no action applies: %s', (_name, current, currentInvoice) => {
    renderLoaded(current, currentInvoice);
    expect(screen.queryByText('Cancelar')).not.toBeInTheDocument();
    expect(screen.queryByText('Iniciar')).not.toBeInTheDocument();
    expect(screen.queryByText('Pronto')).not.toBeInTheDocument();
  });

  it('holds every button while one action runs', () => {
    const { store } = renderLoaded(order({ status: 'authorized' }));
    fireEvent.click(screen.getByText('Iniciar'));
    expect(store.getState().orders.pending).toEqual({ 1: 'start' });
    expect(buttonStates()).toEqual([false, false, false]);
  });

  it("asks 'Tem certeza que quer cancelar esse pedido?' before canceling", async () => {
    const { store } = renderLoaded();
    fireEvent.click(screen.getByText('Cancelar'));
    expect(await screen.findByText('Tem certeza que quer cancelar esse pedido?')).toBeInTheDocument();
    await answerAlert('Não');
    await waitFor(() => expect(document.querySelector('ion-alert')).toBeNull());
    expect(store.getState().orders.pending).toEqual({});

    fireEvent.click(screen.getByText('Cancelar'));
    await answerAlert('Sim');
    await waitFor(() => expect(store.getState().orders.pending).toEqual({ 1: 'cancel' }));
  });

  it('closing the screen forgets the order', () => {
    const { store, unmount } = renderDetails('/orders/7');
    unmount();
    expect(store.getState().orders.details).toEqual({});
  });

  it('a failed load offers to try again', () => {
    const { store } = renderDetails('/orders/7');
    act(() => {
      store.dispatch(orderDetailsFailed({ id: 7, message: 'Pedido não encontrado.' }));
    });
    expect(screen.getByText('Não conseguimos carregar o pedido..')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Tente novamente'));
    expect(store.getState().orders.details[7]).toMatchObject({ views: 1, status: 'pending' });
  });

  it("a route parameter that is not a number shows the parser's message", () => {
    renderDetails('/orders/abc');
    expect(screen.getByText('Could not parse "orderId", received "abc"')).toBeInTheDocument();
    expect(screen.queryByText('Tente novamente')).not.toBeInTheDocument();
  });

  it("waits for the comanda before printing, whose delivery address and change the ticket carries, or for its error", () => {
    const current = order();
    const view = renderDetails(`/orders/${current.id}`);
    act(() => {
      view.store.dispatch(orderDetailsLoaded(current));
    });
    const printEnabled = () => !(screen.getByLabelText('Imprimir') as HTMLIonButtonElement).disabled;
    expect(printEnabled()).toBe(false);
    act(() => {
      view.store.dispatch(orderInvoiceFailed({ invoiceId: current.invoiceId, message: 'Falhou.' }));
    });
    expect(printEnabled()).toBe(true);
  });

  it.each([
    ['comanda arrives', orderInvoiceLoaded(invoice())],
    ['comanda fails', orderInvoiceFailed({ invoiceId: 50, message: 'Falhou.' })],
  ])("offers 'Esgotar' only once the %s: the customer's lines it brings must not push the button down under a tap", (_, settled) => {
    const current = order({ items: [item({ itemId: 7 })] });
    const view = renderDetails(`/orders/${current.id}`);
    installFeatureGroup(view.store, soldOutGroup);
    act(() => {
      view.store.dispatch(orderDetailsLoaded(current));
      view.store.dispatch(availabilityLoaded({ items: [{ id: 7, available: true }], options: [] }));
    });
    const esgotar = () => document.querySelector('[data-testid="availability-items-7"] ion-button');
    expect(esgotar()).toBeNull();
    act(() => {
      view.store.dispatch(settled);
    });
    expect(esgotar()).toHaveTextContent('Esgotar');
  });

  it('prints a receipt that exists only while printing', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      expect(document.body.querySelector('.order-receipt')).toHaveTextContent('Pedido #P001');
      expect(document.body).toHaveClass('printing-receipt');
    });
    renderLoaded();
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Imprimir'));
    });
    expect(print).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.body.querySelector('.order-receipt')).toBeNull();
    expect(document.body).not.toHaveClass('printing-receipt');
    print.mockRestore();
  });
});
