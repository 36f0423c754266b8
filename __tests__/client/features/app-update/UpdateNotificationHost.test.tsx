import { act, fireEvent, waitFor } from '@testing-library/react';
import { UpdateNotificationHost } from '@/features/app-update/UpdateNotificationHost';
import { updateWaiting } from '@/features/app-update/slice';
import { createTestStore, renderWithProviders } from '../../support/render';

type ToastElement = HTMLElement & { header?: string; message?: string; duration?: number; presented?: boolean };
const toast = () => document.querySelector('ion-toast') as ToastElement | null;

afterEach(() => {
  document.querySelectorAll('ion-toast').forEach((element) => element.remove());
});

describe('UpdateNotificationHost', () => {
  it('shows nothing while the running version is current', () => {
    renderWithProviders(<UpdateNotificationHost />);
    expect(toast()).toBeNull();
  });

  it("shows 'Nova versão disponível' until tapped; the tap accepts the update", async () => {
    const store = createTestStore();
    renderWithProviders(<UpdateNotificationHost />, { store });
    act(() => {
      store.dispatch(updateWaiting());
    });
    await waitFor(() => expect(toast()?.presented).toBe(true));
    expect(toast()?.header).toBe('Nova versão disponível');
    expect(toast()?.message).toBe('Toque para atualizar.');
    expect(toast()?.duration).toBe(0);

    fireEvent.click(toast() as HTMLElement);
    expect(store.getState().appUpdate.status).toBe('activating');
    await waitFor(() => expect(toast()).toBeNull());
  });
});
