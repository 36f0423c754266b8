import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ChangeInvoiceFiltersPage from '@/features/invoices/pages/ChangeInvoiceFiltersPage';
import type { InvoiceFilters } from '@/ordering/invoices/rules';
import { renderWithProviders } from '../../support/render';
import { pageState } from './pageState';

const checkbox = (label: string) => screen.getByText(label).closest('ion-checkbox') as HTMLIonCheckboxElement;
const button = (label: string) => screen.getByText(label).closest('ion-button') as HTMLIonButtonElement;

async function toggle(label: string, checked: boolean) {
  await act(async () => {
    fireEvent(checkbox(label), new CustomEvent('ionChange', { detail: { checked } }));
  });
}

function renderFilters(filters?: InvoiceFilters) {
  return renderWithProviders(<ChangeInvoiceFiltersPage />, { route: '/invoices/filters', preloadedState: pageState({ filters }) });
}

describe('ChangeInvoiceFiltersPage', () => {
  it("starts from the filters in use, with 'Limpar' and 'Confirmar' off at the defaults", async () => {
    renderFilters();
    expect(screen.getByText('Filtros')).toBeInTheDocument();
    expect(checkbox('Em aberto').checked).toBe(true);
    expect(checkbox('Encerrado').checked).toBe(true);
    expect(checkbox('Confirmado').checked).toBe(false);
    await waitFor(() => expect(button('Limpar').disabled).toBe(true));
    expect(button('Confirmar').disabled).toBe(true);
  });

  it("disables the payment methods while 'Em aberto' is ticked", async () => {
    renderFilters();
    expect(checkbox('Dinheiro').disabled).toBe(true);
    await toggle('Em aberto', false);
    expect(checkbox('Dinheiro').disabled).toBe(false);
    expect(checkbox('Online').disabled).toBe(false);
  });

  it("disables 'Em aberto' once a payment method is ticked", async () => {
    renderFilters({ status: ['closing'], paymentMethods: [] });
    expect(checkbox('Em aberto').disabled).toBe(false);
    await toggle('Dinheiro', true);
    expect(checkbox('Em aberto').disabled).toBe(true);
  });

  it("needs at least one status or method: 'Deve ter pelo menos 1'", async () => {
    renderFilters({ status: ['closing'], paymentMethods: [] });
    await toggle('Encerrado', false);
    expect(await screen.findByText('Deve ter pelo menos 1')).toBeInTheDocument();
    expect(button('Confirmar').disabled).toBe(true);
    await toggle('Cartão de crédito', true);
    await waitFor(() => expect(screen.queryByText('Deve ter pelo menos 1')).not.toBeInTheDocument());
    expect(button('Confirmar').disabled).toBe(false);
  });

  it('confirming stores the new filters', async () => {
    const { store } = renderFilters();
    await toggle('Em aberto', false);
    await toggle('Confirmado', true);
    await waitFor(() => expect(button('Confirmar').disabled).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByText('Confirmar'));
    });
    await waitFor(() => expect(store.getState().invoicesView.filters).toEqual({ status: ['closing', 'closed'], paymentMethods: [], from: undefined, until: undefined }));
  });

  it("'Limpar' brings back open and closing", async () => {
    renderFilters({ status: ['closed'], paymentMethods: [] });
    await waitFor(() => expect(button('Limpar').disabled).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByText('Limpar'));
    });
    await waitFor(() => expect(checkbox('Em aberto').checked).toBe(true));
    expect(checkbox('Encerrado').checked).toBe(true);
    expect(checkbox('Confirmado').checked).toBe(false);
  });
});
