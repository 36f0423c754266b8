import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { DeliverySettings } from '@/features/delivery-settings/api';
import DeliverySettingsPage from '@/features/delivery-settings/pages/DeliverySettingsPage';
import reducer, { loaded, slugChecked } from '@/features/delivery-settings/slice';
import { renderWithProviders } from '../../support/render';
import { answerAlert, removeAlerts } from '../../shared/support/alerts';
import { shopState, SHOP_ID } from '../settings/shopState';

const saved: DeliverySettings = { id: 7, businessUnitId: SHOP_ID, phone: '5511987654321', slug: 'minha-loja', isActive: true, fee: 5 };

function renderPage(record: DeliverySettings | null) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/more" element={<p>Mais opções</p>} />
      <Route path="/more/delivery-settings" element={<DeliverySettingsPage />} />
    </Routes>,
    {
    route: '/more/delivery-settings',
    preloadedState: shopState({ deliverySettings: reducer(undefined, loaded(record)) }),
    },
  );
  // The page reloads on entry; the test answers with the record it was given.
  act(() => {
    rendered.store.dispatch(loaded(record));
  });
  return rendered;
}

const names = { Celular: 'phone', 'URL de acesso': 'slug', 'Taxa de entrega': 'fee' } as const;
/** The label lives in the input's shadow root, out of reach of label queries in jsdom. */
const field = (label: keyof typeof names) => screen.getByTestId(`delivery-${names[label]}`) as HTMLIonInputElement;
const activeSwitch = () => screen.getByText('Aceita delivery?').closest('ion-toggle') as HTMLIonToggleElement;
/** Ionic moves aria-label into the button's shadow root once it hydrates, so the header's only button is found by place. */
const back = () => document.querySelector('ion-header ion-button') as HTMLElement;
const save = () => screen.getByText('Salvar').closest('ion-button') as HTMLIonButtonElement;

async function type(label: keyof typeof names, value: string) {
  await act(async () => {
    fireEvent(field(label), new CustomEvent('ionInput', { detail: { value } }));
  });
}

afterEach(removeAlerts);

describe('DeliverySettingsPage', () => {
  it('shows the saved record with the phone masked and the fee in reais', async () => {
    renderPage(saved);
    await waitFor(() => expect(field('URL de acesso').value).toBe('minha-loja'));
    expect(field('Celular').value).toBe('(11) 98765-4321');
    expect(field('Taxa de entrega').value).toBe('5,00');
    expect(activeSwitch().checked).toBe(true);
    expect(save().disabled).toBe(true);
  });

  it.each([
    ['a reserved slug', 'app'],
    ['a staff route as slug', 'tables'],
    ['a slug with a dot', 'minha.loja'],
  ])('keeps Salvar off for %s, though the switch moved in the same keystroke', async (_case, slug) => {
    renderPage(saved);
    await type('URL de acesso', '');
    expect(activeSwitch().checked).toBe(false);
    await type('URL de acesso', slug);
    expect(activeSwitch().checked).toBe(true);
    await waitFor(() => expect(screen.getByText('Valor inválido')).toBeInTheDocument());
    expect(save().disabled).toBe(true);
  });

  it('lowercases the slug and turns spaces into hyphens as it is typed', async () => {
    renderPage(saved);
    await type('URL de acesso', 'Nova Loja');
    await waitFor(() => expect(field('URL de acesso').value).toBe('nova-loja'));
  });

  it("says 'Já está sendo usado' once the server reports the slug taken", async () => {
    const { store } = renderPage(saved);
    await type('URL de acesso', 'ocupado');
    act(() => {
      store.dispatch(slugChecked({ slug: 'ocupado', valid: false }));
    });
    expect(await screen.findByText('Já está sendo usado')).toBeInTheDocument();
    expect(save().disabled).toBe(true);
  });

  it('keeps the switch disabled without a slug, and counts a new record as changed only with a phone or slug', async () => {
    renderPage(null);
    await waitFor(() => expect(activeSwitch().disabled).toBe(true));
    expect(save().disabled).toBe(true);
    await type('Celular', '(11) 3333-4444');
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it("asks 'Atenção' / 'Deseja realmente sair?' when leaving an edited URL, and stays on 'Não'", async () => {
    renderPage(saved);
    await type('URL de acesso', 'outra-loja');
    fireEvent.click(back());
    expect(await screen.findByText('Deseja realmente sair?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Atenção' })).toBeInTheDocument();
    await answerAlert('Não');
    await waitFor(() => expect(document.querySelector('ion-alert')).toBeNull());
    expect(field('URL de acesso').value).toBe('outra-loja');

    fireEvent.click(back());
    await answerAlert('Sim');
    expect(await screen.findByText('Mais opções')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    renderPage(saved);
    await waitFor(() => expect(field('URL de acesso').value).toBe('minha-loja'));
    fireEvent.click(back());
    expect(await screen.findByText('Mais opções')).toBeInTheDocument();
    expect(document.querySelector('ion-alert')).toBeNull();
  });
});
