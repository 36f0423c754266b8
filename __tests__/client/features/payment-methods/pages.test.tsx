import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import PaymentMethodDetailsPage from '@/features/payment-methods/pages/PaymentMethodDetailsPage';
import PaymentMethodsPage from '@/features/payment-methods/pages/PaymentMethodsPage';
import reducer, { dropped, loaded, loadFailed, loadRequested, removed, removeRequested } from '@/features/payment-methods/slice';
import { renderWithProviders } from '../../support/render';
import { shopState } from '../settings/shopState';

const cash = { id: 101, paymentMethodId: 1, name: 'Dinheiro', isPublic: true };
const pix = { id: 104, paymentMethodId: 4, name: 'Pix', isPublic: false };
const catalogue = [
  { id: 1, name: 'Dinheiro' },
  { id: 4, name: 'Pix' },
];

const listed = (methods = [cash, pix]) => reducer(reducer(undefined, loadRequested()), loaded({ methods, catalogue }));

function renderAt(route: string, paymentMethods = listed()) {
  return renderWithProviders(
    <Routes>
      <Route path="/paymentMethods" element={<PaymentMethodsPage />} />
      <Route path="/paymentMethods/:paymentMethodId" element={<PaymentMethodDetailsPage />} />
    </Routes>,
    { route, preloadedState: shopState({ paymentMethods }) },
  );
}

describe('PaymentMethodsPage', () => {
  it("shows each method with its 'Público' or 'Privado' chip and the add button", async () => {
    renderAt('/paymentMethods');
    expect(await screen.findByText('Meios de Pagamento')).toBeInTheDocument();
    expect(screen.getByText('Dinheiro').closest('ion-item')).toHaveTextContent('Público');
    expect(screen.getByText('Pix').closest('ion-item')).toHaveTextContent('Privado');
    expect(document.querySelector('ion-fab-button')).not.toBeNull();
  });

  it('shows the empty state when the shop accepts nothing', () => {
    renderAt('/paymentMethods', listed([]));
    expect(screen.getByText('Sem meios de pagamento')).toBeInTheDocument();
    expect(screen.getByText('Adicione um novo para seus clientes pagarem os pedidos!')).toBeInTheDocument();
  });

  it('has no add button until the list has loaded, and offers a retry when it fails', () => {
    renderAt('/paymentMethods', reducer(reducer(undefined, loadRequested()), loadFailed('Falha de rede')));
    expect(document.querySelector('ion-fab-button')).toBeNull();
    expect(screen.getByText('Erro ao carregar')).toBeInTheDocument();
    expect(screen.getByText('Tente novamente')).toBeInTheDocument();
  });
});

describe('PaymentMethodDetailsPage', () => {
  it("is titled with the method's name and shows its 'Público?' switch", () => {
    renderAt('/paymentMethods/104');
    expect(screen.getByText('Pix', { selector: 'ion-title .page-title' })).toBeInTheDocument();
    const toggle = screen.getByText('Público?').closest('ion-toggle') as HTMLIonToggleElement;
    expect(toggle.checked).toBe(false);
  });

  it('goes back to the list once its removal succeeded', async () => {
    const { store } = renderAt('/paymentMethods/104');
    act(() => {
      store.dispatch(removeRequested(104));
    });
    expect(screen.getByText('Pix', { selector: 'ion-title .page-title' })).toBeInTheDocument();
    act(() => {
      store.dispatch(removed(104));
    });
    expect(await screen.findByText('Meios de Pagamento')).toBeInTheDocument();
    expect(screen.queryByText('Pix')).not.toBeInTheDocument();
  });

  it('stays when another method was removed', () => {
    const { store } = renderAt('/paymentMethods/104');
    act(() => {
      store.dispatch(removeRequested(101));
      store.dispatch(removed(101));
    });
    expect(screen.getByText('Pix', { selector: 'ion-title .page-title' })).toBeInTheDocument();
  });

  it('shows the parameter error for a non-numeric id', () => {
    renderAt('/paymentMethods/abc');
    expect(screen.getByText('Could not parse "paymentMethodId", received "abc"')).toBeInTheDocument();
  });
});

describe('PaymentMethodDetailsPage after the method was unbound elsewhere', () => {
  it('asks the server again instead of waiting forever', () => {
    const { store } = renderAt('/paymentMethods/104');
    act(() => {
      store.dispatch(dropped(104));
    });
    expect(store.getState().paymentMethods.detail).toEqual({ id: 104, status: 'pending', error: null });
  });
});
