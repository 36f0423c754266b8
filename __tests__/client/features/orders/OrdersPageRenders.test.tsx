import { act, screen } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import OrdersPage from '@/features/orders/pages/OrdersPage';
import type * as DayGroupedListModule from '@/shared/ui/DayGroupedList';
import { renderWithProviders } from '../../support/render';
import { order } from './fixtures';
import { stateWith } from './state';

const listRenders = jest.fn();

// Counts the renders of Pedidos' list, keeping what it draws.
jest.mock('@/shared/ui/DayGroupedList', () => {
  const actual: typeof DayGroupedListModule = jest.requireActual('@/shared/ui/DayGroupedList');
  return {
    DayGroupedList: (props: Parameters<typeof actual.DayGroupedList>[0]) => {
      listRenders();
      return actual.DayGroupedList(props);
    },
  };
});

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe("Pedidos' list and the address", () => {
  beforeEach(() => listRenders.mockClear());

  it('does not render again on another tab, the filters or another order chosen; the chosen tile is marked', () => {
    renderWithProviders(
      <>
        <OrdersPage />
        <Navigator />
      </>,
      { route: '/orders', preloadedState: stateWith({ list: [order({ id: 1 }), order({ id: 2, code: 'P002' })] }) },
    );
    expect(screen.getByTestId('order-1')).not.toHaveClass('workspace-selected');
    const settled = listRenders.mock.calls.length;
    expect(settled).toBeGreaterThan(0);

    act(() => navigate('/invoices'));
    act(() => navigate('/more'));
    act(() => navigate('/orders/filters'));
    act(() => navigate('/orders'));
    act(() => navigate('/orders/1'));
    expect(screen.getByTestId('order-1')).toHaveClass('workspace-selected');
    expect(screen.getByTestId('order-2')).not.toHaveClass('workspace-selected');

    act(() => navigate('/orders/2'));
    expect(screen.getByTestId('order-1')).not.toHaveClass('workspace-selected');
    expect(screen.getByTestId('order-2')).toHaveClass('workspace-selected');
    // Screen readers follow the same mark: the tile left behind no longer says it is the current one.
    expect(screen.getByTestId('order-1')).toHaveAttribute('aria-current', 'false');
    expect(screen.getByTestId('order-2')).toHaveAttribute('aria-current', 'true');

    // Another tab keeps the order chosen.
    act(() => navigate('/invoices/3'));
    expect(screen.getByTestId('order-2')).toHaveClass('workspace-selected');
    expect(listRenders).toHaveBeenCalledTimes(settled);
  });
});
