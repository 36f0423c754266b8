import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ChangeOrderFiltersPage from '@/features/orders/pages/ChangeOrderFiltersPage';
import type { OrderFilters } from '@/ordering/orders/rules';
import { renderWithProviders } from '../../support/render';
import { stateWith } from './state';

const checkbox = (label: string) => screen.getByText(label).closest('ion-checkbox') as HTMLIonCheckboxElement;
const button = (label: string) => screen.getByText(label).closest('ion-button') as HTMLIonButtonElement;

async function toggle(label: string, checked: boolean) {
  await act(async () => {
    fireEvent(checkbox(label), new CustomEvent('ionChange', { detail: { checked } }));
  });
}

function renderFilters(filters?: OrderFilters) {
  return renderWithProviders(<ChangeOrderFiltersPage />, { route: '/orders/filters', preloadedState: stateWith({ filters }) });
}

describe('ChangeOrderFiltersPage', () => {
  it("starts from the filters in use, 'Limpar' and 'Confirmar' off at the defaults", async () => {
    renderFilters();
    expect(screen.getByText('Filtros')).toBeInTheDocument();
    expect(['Aberto', 'Aguardando', 'Preparando', 'Completado', 'Cancelado'].map((label) => checkbox(label).checked)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    await waitFor(() => expect(button('Limpar').disabled).toBe(true));
    expect(button('Confirmar').disabled).toBe(true);
  });

  it("needs at least one status: 'Deve ter pelo menos 1'", async () => {
    renderFilters({ status: ['started'] });
    await toggle('Preparando', false);
    expect(await screen.findByText('Deve ter pelo menos 1')).toBeInTheDocument();
    expect(button('Confirmar').disabled).toBe(true);
    await toggle('Completado', true);
    await waitFor(() => expect(screen.queryByText('Deve ter pelo menos 1')).not.toBeInTheDocument());
    expect(button('Confirmar').disabled).toBe(false);
  });

  it('confirming stores the new filters, which reloads the list', async () => {
    const { store } = renderFilters();
    await toggle('Completado', true);
    await waitFor(() => expect(button('Confirmar').disabled).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByText('Confirmar'));
    });
    await waitFor(() =>
      expect(store.getState().ordersView.filters).toEqual({ status: ['authorized', 'started', 'completed'], from: undefined, until: undefined }),
    );
    expect(store.getState().ordersView.status).toBe('pending');
  });

  it("'Limpar' brings back the default statuses and empty dates", async () => {
    renderFilters({ status: ['completed'], from: '2020-01-01' });
    await waitFor(() => expect(button('Limpar').disabled).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByText('Limpar'));
    });
    await waitFor(() => expect(checkbox('Aguardando').checked).toBe(true));
    expect(checkbox('Preparando').checked).toBe(true);
    expect(checkbox('Completado').checked).toBe(false);
    expect((document.querySelectorAll('ion-input')[0] as HTMLIonInputElement).value).toBe('');
    expect(button('Limpar').disabled).toBe(true);
    expect(button('Confirmar').disabled).toBe(false);
  });

  it('refuses a start date after today', async () => {
    renderFilters();
    const from = document.querySelectorAll('ion-input')[0] as HTMLElement;
    await act(async () => {
      fireEvent(from, new CustomEvent('ionInput', { detail: { value: '2999-01-01' } }));
    });
    expect(await screen.findByText(/^Não deve ser maior que \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(button('Confirmar').disabled).toBe(true);
  });
});
