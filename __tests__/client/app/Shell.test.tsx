import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Shell } from '@/app/shell/Shell';
import type { AppStore } from '@/app/store';
import { VariantProvider } from '@/shared/variant';
import { signedIn } from '@/session/slice';
import { createTestStore } from '../support/render';

const WELCOME = 'Bem-vindo! Por favor entre com sua conta.';

function renderShellAt(path: string, store: AppStore = createTestStore()) {
  window.history.replaceState(null, '', path);
  render(
    <Provider store={store}>
      <VariantProvider variant="food">
        <Shell store={store} />
      </VariantProvider>
    </Provider>,
  );
  return store;
}

describe('Shell', () => {
  beforeEach(() => localStorage.clear());

  it('shows a signed-out visitor at a route that needs sign-in the login page, without Ionic, at /login', async () => {
    renderShellAt('/orders/12');
    expect(await screen.findByText(WELCOME)).toBeInTheDocument();
    expect(document.querySelector('ion-app')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows a signed-out visitor at an unknown path the NotFound page inside the Ionic shell', async () => {
    renderShellAt('/nao-existe');
    expect(await screen.findByText('Ops! A página que você está procurando não foi encontrada.')).toBeInTheDocument();
    expect(document.querySelector('ion-app')).not.toBeNull();
    expect(screen.queryByText(WELCOME)).toBeNull();
  });

  it("hands a signed-out visitor whom the Ionic shell's router sends to /login over to the login page", async () => {
    renderShellAt('/nao-existe');
    fireEvent.click(await screen.findByText('Voltar para o início'));
    expect(await screen.findByText(WELCOME)).toBeInTheDocument();
    expect(document.querySelector('ion-app')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('hands over to the Ionic shell on sign-in, which leaves /login', async () => {
    const store = renderShellAt('/login');
    expect(await screen.findByText(WELCOME)).toBeInTheDocument();
    act(() => {
      store.dispatch(signedIn({ userToken: 'user.token.x', accountToken: 'account.token.y' }));
    });
    await waitFor(() => expect(document.querySelector('ion-app')).not.toBeNull());
    expect(screen.queryByText(WELCOME)).toBeNull();
    await waitFor(() => expect(window.location.pathname).not.toBe('/login'));
  });
});
