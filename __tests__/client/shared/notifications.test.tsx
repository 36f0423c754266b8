import { act, waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import Notifications from '@/shared/notifications/Notifications';
import { notificationsSaga } from '@/shared/notifications/sagas';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { errorRaised, successRaised, type Notification } from '@/shared/notifications/slice';
import { renderWithProviders } from '../support/render';

describe('notificationsSaga', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('logs the error of every raised error notification', async () => {
    const first = new Error('HTTP 500');
    const second = new Error('HTTP 409');
    await expectSaga(notificationsSaga)
      .dispatch(errorRaised({ message: 'Não foi possível alterar.', error: first }))
      .dispatch(errorRaised({ title: 'Não foi possível copiar.', message: 'Você pode selecionar o texto no campo.', error: second }))
      .silentRun(10);
    expect(consoleError).toHaveBeenCalledWith('Não foi possível alterar.', first);
    expect(consoleError).toHaveBeenCalledWith('Não foi possível copiar. Você pode selecionar o texto no campo.', second);
  });

  it('still logs an error notification raised without a cause', async () => {
    await expectSaga(notificationsSaga).dispatch(errorRaised({ message: 'Não foi possível remover.' })).silentRun(10);
    expect(consoleError).toHaveBeenCalledWith('Não foi possível remover.');
  });

  it('does not log successes', async () => {
    await expectSaga(notificationsSaga).dispatch(successRaised({ message: 'Pedido completado.' })).silentRun(10);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('notification effects for feature sagas', () => {
  it('notifyError puts errorRaised with the message and the cause', async () => {
    const error = new Error('boom');
    await expectSaga(function* worker() {
      yield notifyError('Não foi possível cancelar.', error);
    })
      .put.like({ action: { type: errorRaised.type, payload: { message: 'Não foi possível cancelar.', error, kind: 'error' } } })
      .run();
  });

  it('notifySuccess puts successRaised with the message', async () => {
    await expectSaga(function* worker() {
      yield notifySuccess('Pagamento confirmado.');
    })
      .put.like({ action: { type: successRaised.type, payload: { message: 'Pagamento confirmado.', kind: 'success' } } })
      .run();
  });
});

describe('Notifications toast', () => {
  const error: Notification = { id: 'e1', kind: 'error', title: 'Não foi possível copiar.', message: 'Você pode selecionar o texto no campo.' };
  const success: Notification = { id: 's1', kind: 'success', message: 'Pagamento confirmado.' };

  type ToastElement = HTMLElement & { header?: string; message?: string; color?: string; duration?: number };
  const toast = () => document.querySelector('ion-toast') as ToastElement | null;
  const toastText = () => toast()?.shadowRoot?.textContent ?? '';

  afterEach(() => {
    jest.useRealTimers();
    // Unmounting dismisses the toast, but Ionic removes it only after its leave animation.
    document.querySelectorAll('ion-toast').forEach((element) => element.remove());
  });

  it('shows nothing for an empty queue', () => {
    renderWithProviders(<Notifications />);
    expect(toast()).toBeNull();
  });

  it('shows an error in red with its title, for 5 s', async () => {
    renderWithProviders(<Notifications />, { preloadedState: { notifications: { queue: [error, success] } } });
    await waitFor(() => expect(toastText()).toContain('Você pode selecionar o texto no campo.'));
    expect(toastText()).toContain('Não foi possível copiar.');
    expect(toastText()).not.toContain('Pagamento confirmado.');
    expect(toast()?.color).toBe('danger');
    expect(toast()?.duration).toBe(5000);
    expect(toast()).toHaveClass('toast-full-width');
  });

  it('shows a success in the success colour, for 3 s', async () => {
    renderWithProviders(<Notifications />, { preloadedState: { notifications: { queue: [success] } } });
    await waitFor(() => expect(toastText()).toContain('Pagamento confirmado.'));
    expect(toast()?.color).toBe('success');
    expect(toast()?.duration).toBe(3000);
    expect(toast()).not.toHaveClass('toast-full-width');
  });

  it('dismisses its toast when it unmounts', async () => {
    const { unmount } = renderWithProviders(<Notifications />, { preloadedState: { notifications: { queue: [success] } } });
    await waitFor(() => expect(toastText()).toContain('Pagamento confirmado.'));
    unmount();
    await waitFor(() => expect(toast()).toBeNull());
  });

  it('dispatches dismissed when the toast times out, then shows the next one', async () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<Notifications />, { preloadedState: { notifications: { queue: [success, error] } } });

    await act(async () => {
      await jest.advanceTimersByTimeAsync(2900);
    });
    expect(store.getState().notifications.queue.map((item) => item.id)).toEqual(['s1', 'e1']);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(store.getState().notifications.queue.map((item) => item.id)).toEqual(['e1']);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(toastText()).toContain('Você pode selecionar o texto no campo.');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(6000);
    });
    expect(store.getState().notifications.queue).toEqual([]);
  });
});
