import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IonButton } from '@ionic/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useLeaveGuard } from '@/shared/forms/useLeaveGuard';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { answerAlert, removeAlerts } from './support/alerts';

const onLeave = jest.fn();
const future = { v7_startTransition: true, v7_relativeSplatPath: true };

function FiltersPage({ dirty }: { dirty: boolean }) {
  const guard = useLeaveGuard(dirty);
  return (
    <>
      <GuardedBackButton guard={guard} fallbackPath="/orders" />
      <IonButton onClick={() => void guard.confirmLeave().then(onLeave)}>Sair</IonButton>
    </>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderPage(dirty: boolean, entries = ['/orders', '/orders/filters']) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1} future={future}>
      <Routes>
        <Route path="/orders/filters" element={<FiltersPage dirty={dirty} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status').textContent;
const alertShown = () => document.querySelector('ion-alert') !== null;

beforeEach(() => onLeave.mockReset());
afterEach(removeAlerts);

describe('useLeaveGuard', () => {
  it('lets a clean form leave without asking', async () => {
    renderPage(false);
    fireEvent.click(screen.getByText('Sair'));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith(true));
    expect(alertShown()).toBe(false);
  });

  it("asks 'Atenção' / 'Deseja realmente sair?' when dirty, and stays on 'Não'", async () => {
    renderPage(true);
    fireEvent.click(screen.getByText('Sair'));
    expect(await screen.findByText('Deseja realmente sair?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Atenção' })).toBeInTheDocument();
    await answerAlert('Não');
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith(false));
  });

  it('goes back from the back button of a clean form at once', async () => {
    renderPage(false);
    fireEvent.click(screen.getByLabelText('Voltar'));
    await waitFor(() => expect(where()).toBe('/orders'));
    expect(alertShown()).toBe(false);
  });

  it("goes back from the back button of a dirty form only after 'Sim'", async () => {
    renderPage(true);
    fireEvent.click(screen.getByLabelText('Voltar'));
    await screen.findByText('Deseja realmente sair?');
    expect(where()).toBe('/orders/filters');
    await answerAlert('Sim');
    await waitFor(() => expect(where()).toBe('/orders'));
  });

  it('goes to the fallback path when the page was opened directly', async () => {
    renderPage(false, ['/orders/filters']);
    fireEvent.click(screen.getByLabelText('Voltar'));
    await waitFor(() => expect(where()).toBe('/orders'));
  });

  it('asks the browser to confirm unloading only while dirty', () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { rerender, unmount } = renderPage(false);
    expect(unload()).toBe(false);

    rerender(
      <MemoryRouter initialEntries={['/orders/filters']} future={future}>
        <Routes>
          <Route path="/orders/filters" element={<FiltersPage dirty />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(unload()).toBe(true);

    unmount();
    expect(unload()).toBe(false);
  });

  describe('hardware back button', () => {
    function pressBack() {
      const register = jest.fn();
      act(() => {
        document.dispatchEvent(new CustomEvent('ionBackButton', { detail: { register } }));
      });
      return register;
    }

    it('is left to the router while the form is clean', () => {
      renderPage(false);
      expect(pressBack()).not.toHaveBeenCalled();
    });

    it('asks first while dirty, above the router and below overlays', async () => {
      renderPage(true);
      const register = pressBack();
      expect(register).toHaveBeenCalledTimes(1);
      const [priority, handler] = register.mock.calls[0] as [number, (next: () => void) => void];
      expect(priority).toBeGreaterThan(0);
      expect(priority).toBeLessThan(99);

      const processNextHandler = jest.fn();
      act(() => handler(processNextHandler));
      await screen.findByText('Deseja realmente sair?');
      expect(processNextHandler).not.toHaveBeenCalled();
      await answerAlert('Sim');
      await waitFor(() => expect(processNextHandler).toHaveBeenCalledTimes(1));
    });

    it("does not go back on 'Não'", async () => {
      renderPage(true);
      const [, handler] = pressBack().mock.calls[0] as [number, (next: () => void) => void];
      const processNextHandler = jest.fn();
      act(() => handler(processNextHandler));
      await answerAlert('Não');
      await waitFor(() => expect(document.querySelector('ion-alert')).toBeNull());
      expect(processNextHandler).not.toHaveBeenCalled();
    });
  });
});
