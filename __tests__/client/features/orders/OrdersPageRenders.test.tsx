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

  it('renders again when the chosen order changes, not when another tab or the filters take the address', () => {
    renderWithProviders(
      <>
        <OrdersPage />
        <Navigator />
      </>,
      { route: '/orders', preloadedState: stateWith({ list: [order({ id: 1 }), order({ id: 2, code: 'P002' })] }) },
    );
    expect(screen.getByTestId('order-1')).not.toHaveAttribute('aria-current');
    const settled = listRenders.mock.calls.length;

    act(() => navigate('/invoices'));
    act(() => navigate('/more'));
    act(() => navigate('/orders/filters'));
    act(() => navigate('/orders'));
    expect(listRenders).toHaveBeenCalledTimes(settled);

    act(() => navigate('/orders/1'));
    expect(listRenders.mock.calls.length).toBeGreaterThan(settled);
    expect(screen.getByTestId('order-1')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('order-2')).not.toHaveAttribute('aria-current');

    // Another tab keeps the order chosen, and the list as it was.
    const chosen = listRenders.mock.calls.length;
    act(() => navigate('/invoices/3'));
    expect(listRenders).toHaveBeenCalledTimes(chosen);
    expect(screen.getByTestId('order-1')).toHaveAttribute('aria-current', 'true');
  });
});
