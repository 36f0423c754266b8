import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ShopSettings } from '@/features/settings/api';
import SettingsPage from '@/features/settings/pages/SettingsPage';
import { shopSettingsSaga } from '@/features/settings/sagas';
import reducer, { loaded, loadRequested } from '@/features/settings/slice';
import { createTestStore, renderWithProviders } from '../../support/render';
import { answerAlert, removeAlerts } from '../../shared/support/alerts';
import { ACCOUNT_ID, shopState, SHOP_ID } from './shopState';

const full: ShopSettings = { id: 3, providerId: ACCOUNT_ID, businessUnitId: SHOP_ID, menuType: 1, serviceChargePercent: null };

function renderSettings(record: ShopSettings | null, variant: 'food' | 'shop' = 'food') {
  const shopSettings = reducer(reducer(undefined, loadRequested()), loaded(record));
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/more" element={<p>Mais opções</p>} />
      <Route path="/more/settings" element={<SettingsPage />} />
    </Routes>,
    { route: '/more/settings', preloadedState: shopState({ shopSettings }), variant },
  );
  // The page reloads on entry; the test keeps the record it was given.
  act(() => {
    rendered.store.dispatch(loaded(record));
  });
  return rendered;
}

const toggle = () => screen.getByText('Cardápio interativo').closest('ion-toggle') as HTMLIonToggleElement;
/** Ionic moves aria-label into the button's shadow root once it hydrates, so the header's only button is found by place. */
const back = () => document.querySelector('ion-header ion-button') as HTMLElement;
const save = () => screen.getByText('Salvar').closest('ion-button') as HTMLIonButtonElement;

async function switchTo(checked: boolean) {
  await act(async () => {
    fireEvent(toggle(), new CustomEvent('ionChange', { detail: { checked } }));
  });
}

afterEach(removeAlerts);

describe('SettingsPage', () => {
  it("shows the saved mode with 'Salvar' off", () => {
    renderSettings(full);
    expect(screen.getByText('Modo do Cardápio')).toBeInTheDocument();
    expect(toggle().checked).toBe(true);
    expect(save().disabled).toBe(true);
  });

  it("titles the shop variant 'Modo do Catálogo' over 'Catálogo interativo' (the variant table's Menu)", () => {
    renderSettings(full, 'shop');
    expect(screen.getByText('Modo do Catálogo')).toBeInTheDocument();
    expect(screen.getByText('Catálogo interativo')).toBeInTheDocument();
    expect(screen.queryByText(/Cardápio/)).toBeNull();
  });

  it('saves the lite mode (0) through the API when the interactive toggle is turned off', async () => {
    const dto = { id: 3, accountId: ACCOUNT_ID, shopId: SHOP_ID, menuType: 1 };
    const bodies: unknown[] = [];
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      // The shop's escalation minutes load beside the record.
      if (url.endsWith('/order-escalation') || url.endsWith('/call-escalation')) {
        return { ok: true, status: 200, text: async () => JSON.stringify({ minutes: 3 }) };
      }
      if (init.method === 'PUT') bodies.push(JSON.parse(String(init.body)));
      const answer = init.method === 'PUT' ? { ...dto, menuType: 0 } : dto;
      return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
    }) as unknown as typeof fetch;
    try {
      const store = createTestStore(shopState(), true);
      store.runSaga(shopSettingsSaga);
      renderWithProviders(<SettingsPage />, { store, route: '/more/settings' });
      await waitFor(() => expect(toggle().checked).toBe(true));
      await switchTo(false);
      await waitFor(() => expect(save().disabled).toBe(false));
      await act(async () => {
        fireEvent.click(screen.getByText('Salvar'));
      });
      await waitFor(() => expect(store.getState().shopSettings.record?.menuType).toBe(0));
      expect(bodies).toEqual([{ menuType: 0, serviceChargePercent: null }]);
      await waitFor(() => expect(save().disabled).toBe(true));
    } finally {
      global.fetch = realFetch;
    }
  });

  it('counts a first choice as a change for a shop without settings', async () => {
    renderSettings(null);
    expect(toggle().checked).toBe(false);
    expect(save().disabled).toBe(true);
    await switchTo(true);
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it("asks 'Atenção' / 'Deseja realmente sair?' when leaving unsaved changes", async () => {
    renderSettings(full);
    await switchTo(false);
    fireEvent.click(back());
    expect(await screen.findByText('Deseja realmente sair?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Atenção' })).toBeInTheDocument();
    await answerAlert('Não');
    await waitFor(() => expect(document.querySelector('ion-alert')).toBeNull());
    expect(screen.getByText('Modo do Cardápio')).toBeInTheDocument();

    fireEvent.click(back());
    await answerAlert('Sim');
    expect(await screen.findByText('Mais opções')).toBeInTheDocument();
  });

  it("turns 'Taxa de serviço' on at the offered 10%", async () => {
    renderSettings(full);
    const service = screen.getByText('Taxa de serviço').closest('ion-toggle') as HTMLIonToggleElement;
    expect(service.checked).toBe(false);
    expect(screen.queryByTestId('service-charge-percent')).toBeNull();
    await act(async () => {
      fireEvent(service, new CustomEvent('ionChange', { detail: { checked: true } }));
    });
    await waitFor(() => expect(screen.getByTestId('service-charge-percent')).toHaveProperty('value', '10'));
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it("shows a shop's saved percent the Brazilian way", () => {
    renderSettings({ ...full, serviceChargePercent: 12.5 });
    expect((screen.getByText('Taxa de serviço').closest('ion-toggle') as HTMLIonToggleElement).checked).toBe(true);
    expect(screen.getByTestId('service-charge-percent')).toHaveProperty('value', '12,5');
    expect(save().disabled).toBe(true);
  });

  it('leaves without asking when nothing changed', async () => {
    renderSettings(full);
    fireEvent.click(back());
    expect(await screen.findByText('Mais opções')).toBeInTheDocument();
    expect(document.querySelector('ion-alert')).toBeNull();
  });
});
