import { act, fireEvent, screen, within } from '@testing-library/react';
import OrdersPage from '@/features/orders/pages/OrdersPage';
import { ordersLoaded } from '@/ordering/orders/slice';
import { ordersLoadFailed } from '@/features/orders/view/slice';
import { renderWithProviders } from '../../support/render';
import { item, order } from './fixtures';
import { stateWith } from './state';

/** Ionic's React wrapper keeps routerLink as a property of the element. */
const routerLinkOf = (element: Element) => (element as Element & { routerLink?: string }).routerLink;

function renderPage(options: Parameters<typeof stateWith>[0] = {}) {
  return renderWithProviders(<OrdersPage />, { route: '/orders', preloadedState: stateWith(options) });
}

describe('OrdersPage', () => {
  it('asks for the list once the shop is known', () => {
    const { store } = renderPage();
    expect(store.getState().ordersView.status).toBe('pending');
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
  });

  it('does not ask again for a list already loaded', () => {
    const { store } = renderWithProviders(<OrdersPage />, {
      route: '/orders',
      preloadedState: stateWith({ list: [order({ id: 1 })] }),
    });
    expect(store.getState().ordersView.status).toBe('resolved');
    expect(screen.getByTestId('order-1')).toBeInTheDocument();
  });

  it('waits for the shop right after sign-in', () => {
    const state = stateWith();
    const { store } = renderWithProviders(<OrdersPage />, {
      preloadedState: { ...state, auth: { ...state.auth, businessUnit: null } },
    });
    expect(store.getState().ordersView.status).toBe('idle');
  });

  it("with the default filters an empty list reads 'Todos a postos'", () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(ordersLoaded({ orders: [], count: 0 }));
    });
    expect(screen.getByText('Todos a postos')).toBeInTheDocument();
    expect(screen.getByText('Estamos aguardando o próximo pedido!')).toBeInTheDocument();
  });

  it("with other filters an empty list reads 'Nenhum pedido encontrado'", () => {
    const { store } = renderPage({ filters: { status: ['completed'] } });
    act(() => {
      store.dispatch(ordersLoaded({ orders: [], count: 0 }));
    });
    expect(screen.getByText('Nenhum pedido encontrado')).toBeInTheDocument();
    expect(screen.getByText('Experimente alterar os filtros.')).toBeInTheDocument();
    expect(screen.queryByText('Todos a postos')).not.toBeInTheDocument();
  });

  it("a failed load offers to try again for 'seus pedidos'", () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(ordersLoadFailed('Falha de rede'));
    });
    expect(screen.getByText('Não conseguimos carregar seus pedidos..')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Tente novamente'));
    expect(store.getState().ordersView.status).toBe('pending');
  });

  it("shows today's orders without a day header and older ones under theirs", () => {
    const now = new Date();
    const today = order({ id: 2, code: 'P002', createdAt: now.toISOString(), authorizedAt: now.toISOString() });
    const old = order({
      id: 1,
      code: 'P001',
      createdAt: '2024-03-01T15:00:00.000Z',
      authorizedAt: '2024-03-01T15:00:00.000Z',
      type: 1,
      status: 'canceled',
      canceledAt: '2024-03-01T15:10:00.000Z',
      items: [item({ name: 'Pudim', quantity: 1, portion: { name: 'Fatia', price: 9 }, options: [{ id: 3, name: 'Calda', price: 1 }] })],
    });
    const { store } = renderPage();
    act(() => {
      store.dispatch(ordersLoaded({ orders: [old, today], count: 2 }));
    });
    const headers = document.querySelectorAll('ion-item-divider');
    expect(headers).toHaveLength(1);
    expect(headers[0]).toHaveTextContent(/1 de março de 2024/);
    const tiles = document.querySelectorAll('ion-item.order-tile');
    expect([...tiles].map((tile) => within(tile as HTMLElement).getByRole('heading').textContent)).toEqual(['#P002', '#P001']);
    expect(within(tiles[0] as HTMLElement).getByText('agora')).toBeInTheDocument();
    expect(within(tiles[0] as HTMLElement).getByText('Aguardando')).toBeInTheDocument();
    expect(tiles[0].querySelector('.order-item-name')).toHaveTextContent('2x X-Burguer');
    expect(within(tiles[0] as HTMLElement).getByText('Mesa 1')).toBeInTheDocument();
    expect(within(tiles[1] as HTMLElement).getByText('Mesa 1 · Para levar')).toBeInTheDocument();
    expect(within(tiles[1] as HTMLElement).getByText('Cancelado')).toBeInTheDocument();
    expect(within(tiles[1] as HTMLElement).getByText('Fatia · Calda')).toBeInTheDocument();
    expect(within(tiles[1] as HTMLElement).getByLabelText('Para levar')).toBeInTheDocument();
    expect(tiles[1].querySelector('.order-items-canceled')).not.toBeNull();
    expect(tiles[0].querySelector('.order-items-canceled')).toBeNull();
    expect(routerLinkOf(tiles[0])).toBe('/orders/2');
  });

  it("shows one age per tile: the spec's relative time, coloured by how long the order has waited", () => {
    // Only the clock is fixed (mid-afternoon): run in the minutes after midnight, 3 min 40 s ago would be yesterday,
    // whose tiles rightly show the time of day instead.
    jest.useFakeTimers({ now: new Date('2026-11-27T15:00:00-03:00'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
    const placed = new Date(Date.now() - (3 * 60 + 40) * 1000).toISOString();
    const waiting = order({ id: 3, code: 'P003', createdAt: placed, authorizedAt: placed });
    const { store } = renderPage();
    act(() => {
      store.dispatch(ordersLoaded({ orders: [waiting], count: 1 }));
    });
    const tile = screen.getByTestId('order-3');
    // 3 min 40 s: never 'Esperando há 3 min' beside 'há 4 minutos'.
    expect(tile).not.toHaveTextContent(/Esperando/);
    expect(tile.textContent?.match(/há \d/g)).toHaveLength(1);
    const age = within(tile).getByText('há 4 minutos');
    expect(age.tagName).toBe('TIME');
    expect(age).toHaveClass('order-tile-waited', 'order-tile-waited--ok');
    jest.useRealTimers();
  });

  it('links the filter button to the order filters', () => {
    renderPage();
    expect(routerLinkOf(screen.getByLabelText('Filtros'))).toBe('/orders/filters');
  });
});
