import { act, fireEvent, screen } from '@testing-library/react';
import type { HistoryEntry } from '@contract/history';
import { HistorySection } from '@/features/history/components/HistorySection';
import { historyFailed, historyLoaded } from '@/features/history/slice';
import { renderWithProviders } from '../../support/render';

const comanda = { kind: 'invoice', id: 1 } as const;
const entries: HistoryEntry[] = [
  { action: 'paymentRecorded', by: 'Ana Souza', authorizedBy: null, at: '2026-11-29T20:14:00', detail: { amount: 20, paymentMethod: 'pix' } },
  { action: 'serviceChargeRemoved', by: 'Bruno Lima', authorizedBy: 'Carla Dias', at: '2026-11-29T20:16:00', detail: null },
];

async function openedSection() {
  const rendered = renderWithProviders(<HistorySection subject={comanda} />);
  // Closed, the screen reads nothing: the history, its state and its saga come with the first tap.
  expect(rendered.store.getState().history?.shown ?? {}).toEqual({});
  fireEvent.click(screen.getByText('Histórico'));
  await screen.findByLabelText('Carregando');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return rendered;
}

describe("'Histórico' on a record's screen", () => {
  it('reads the history when opened, and shows each entry: when, who, what, and who authorized it', async () => {
    const { store } = await openedSection();
    expect(store.getState().history?.shown['invoice:1']?.status).toBe('pending');
    act(() => {
      store.dispatch(historyLoaded({ subject: comanda, entries }));
    });
    const shown = screen.getAllByTestId('history-entry').map((entry) => entry.textContent);
    expect(shown).toEqual([
      '20:14Ana SouzaRegistrou pagamento de $ 20,00 (Pix)',
      '20:16Bruno LimaRemoveu a taxa de serviçoAutorizado por Carla Dias',
    ]);
  });

  it('says when nothing was recorded yet', async () => {
    const { store } = await openedSection();
    act(() => {
      store.dispatch(historyLoaded({ subject: comanda, entries: [] }));
    });
    expect(screen.getByText('Nada registrado ainda.')).toBeInTheDocument();
  });

  it('offers a retry when the read failed, and forgets the history once closed', async () => {
    const { store } = await openedSection();
    act(() => {
      store.dispatch(historyFailed(comanda));
    });
    fireEvent.click(await screen.findByText('Não foi possível carregar o histórico.'));
    expect(store.getState().history?.shown['invoice:1']?.status).toBe('pending');
    fireEvent.click(screen.getByText('Histórico'));
    expect(store.getState().history?.shown).toEqual({});
  });
});
