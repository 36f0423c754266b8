import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Till } from '@contract/till';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { tillGroup } from '@/features/till/group';
import TillPage from '@/features/till/pages/TillPage';
import { CLOSING_FINAL } from '@/features/till/components/CloseTillModal';
import { selectTillState } from '@/features/till/selectors';
import reducer, { currentTillFailed, currentTillLoaded, dayTillsLoaded, tillClosed } from '@/features/till/slice';
import { renderWithProviders } from '../../support/render';
import { answerAlert, removeAlerts } from '../../shared/support/alerts';
import { shopState } from '../settings/shopState';
import { aClosedTill, aTill } from './fixtures';

injectFeatureReducers(tillGroup);

/** The screen as it opens, then the device's till (undefined: still on its way) and the day's tills as read. */
function renderTill(current?: Till | null, day: Till[] = []) {
  const rendered = renderWithProviders(<TillPage />, { route: '/more/till', preloadedState: shopState({ till: reducer(undefined, { type: 'init' }) }) });
  act(() => {
    if (current !== undefined) rendered.store.dispatch(currentTillLoaded(current));
    rendered.store.dispatch(dayTillsLoaded({ date: '2026-11-29', tills: day }));
  });
  return rendered;
}

/** The label lives in the input's shadow root, out of reach of label queries in jsdom. */
const input = (root: ParentNode, label: string) => {
  const found = [...root.querySelectorAll<HTMLIonInputElement>('ion-input')].find((element) => element.label === label);
  if (!found) throw new Error(`No field '${label}'`);
  return found;
};

async function type(field: HTMLIonInputElement, value: string) {
  await act(async () => {
    fireEvent(field, new CustomEvent('ionInput', { detail: { value } }));
  });
}

async function submit(root: ParentNode) {
  await act(async () => {
    fireEvent.submit(root.querySelector('form')!);
  });
}

/** The open modal once its content is in (overlays of earlier tests stay in the body). */
function modalTitled(title: string, content = 'form') {
  return waitFor(() => {
    const modals = [...document.querySelectorAll<HTMLElement>('ion-modal')].filter((element) => element.getAttribute('aria-label') === title);
    const modal = modals[modals.length - 1];
    expect(modal?.querySelector(content)).toBeTruthy();
    return modal;
  });
}

afterEach(removeAlerts);

describe('Caixa', () => {
  it("reads the device's till and the day's closings as it opens, and offers to try again", () => {
    const { store } = renderWithProviders(<TillPage />, { route: '/more/till', preloadedState: shopState({ till: reducer(undefined, { type: 'init' }) }) });
    expect(selectTillState(store.getState()).current.status).toBe('pending');
    expect(screen.getAllByLabelText('Carregando').length).toBeGreaterThan(0);
    act(() => {
      store.dispatch(currentTillFailed());
    });
    expect(screen.getByText('Não conseguimos carregar o caixa..')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Tente novamente'));
    expect(selectTillState(store.getState()).current.status).toBe('pending');
  });

  it("with no till open asks for the float, and opens with it", async () => {
    const { store, container } = renderTill(null);
    expect(screen.getByText('Caixa fechado')).toBeInTheDocument();
    await submit(container);
    expect(await screen.findByText('Informe o valor.')).toBeInTheDocument();
    expect(selectTillState(store.getState()).command.status).toBe('idle');

    await type(input(container, 'Valor inicial (troco)'), '100');
    await submit(container);
    await waitFor(() => expect(selectTillState(store.getState()).command).toMatchObject({ kind: 'open', status: 'pending' }));
  });

  it('shows the open till: who opened it and when, the float, each movement with its sign, and its commands', () => {
    const at = new Date(2026, 10, 29, 19, 10).toISOString();
    renderTill(
      aTill({
        movements: [
          { id: 1, kind: 'sangria', amount: 30, reason: 'Fornecedor', by: 'Lia', at },
          { id: 2, kind: 'suprimento', amount: 10, reason: 'Troco', by: 'Carla', at },
        ],
      }),
    );
    expect(screen.getByText('Caixa aberto')).toBeInTheDocument();
    expect(screen.getByText('Aberto por Lia às 18:05')).toBeInTheDocument();
    expect(screen.getByText('Troco inicial: $ 100,00')).toBeInTheDocument();
    const [out, into] = screen.getAllByTestId('till-movement');
    expect(out).toHaveTextContent('Sangria');
    expect(out).toHaveTextContent('Fornecedor');
    expect(out).toHaveTextContent('Lia às 19:10');
    expect(out).toHaveTextContent('− $ 30,00');
    expect(into).toHaveTextContent('Suprimento');
    expect(into).toHaveTextContent('+ $ 10,00');
    for (const command of ['Sangria', 'Suprimento', 'Fechar caixa']) expect(screen.getByText(command, { selector: 'ion-button' })).toBeInTheDocument();
  });

  it("asks a sangria for its amount and reason, then sends it", async () => {
    const { store } = renderTill(aTill());
    fireEvent.click(screen.getByText('Sangria', { selector: 'ion-button' }));
    const modal = await modalTitled('Sangria');
    await submit(modal);
    expect(await within(modal).findByText('Informe o valor.')).toBeInTheDocument();
    expect(within(modal).getByText('Informe o motivo.')).toBeInTheDocument();

    await type(input(modal, 'Valor'), '30');
    await type(input(modal, 'Motivo'), 'Fornecedor');
    await submit(modal);
    await waitFor(() => expect(selectTillState(store.getState()).command).toMatchObject({ kind: 'movement', status: 'pending' }));
  });

  it('closes blind: nothing expected on screen, the cash counted note by note, and asked once more', async () => {
    const { store } = renderTill(aTill());
    fireEvent.click(screen.getByText('Fechar caixa', { selector: 'ion-button' }));
    const modal = await modalTitled('Fechar caixa');
    expect(modal).not.toHaveTextContent('Esperado');
    for (const label of ['Dinheiro contado', 'Pix', 'Cartão de crédito', 'Cartão de débito', 'Vale-refeição']) expect(input(modal, label)).toBeTruthy();

    fireEvent.click(within(modal).getByText('Contar por cédulas e moedas'));
    await type(input(modal, 'Cédula $ 50'), '2');
    await type(input(modal, 'Moeda $ 0,25'), '3');
    await waitFor(() => expect(input(modal, 'Dinheiro contado').value).toBe('100,75'));
    expect(modal).toHaveTextContent('Total contado: $ 100,75');

    await submit(modal);
    expect(await screen.findByText(CLOSING_FINAL)).toBeInTheDocument();
    await answerAlert('Não');
    expect(selectTillState(store.getState()).command.status).toBe('idle');
    await submit(modal);
    await answerAlert('Sim');
    await waitFor(() => expect(selectTillState(store.getState()).command).toMatchObject({ kind: 'close', status: 'pending' }));
  });

  it('shows the closing just confirmed: its number, who and when, and each method with the differences signed', () => {
    const { store, container } = renderTill(aTill());
    act(() => {
      store.dispatch(tillClosed({ requestId: 'r', till: aClosedTill() }));
    });
    const closing = screen.getByTestId('till-closing');
    expect(closing).toHaveTextContent('Fechamento nº 1');
    expect(closing).toHaveTextContent('Aberto por Lia às 18:05');
    expect(closing).toHaveTextContent('Fechado por Lia às 23:40');
    const cash = within(closing).getByTestId('till-line-cash');
    expect([...cash.children].map((cell) => cell.textContent)).toEqual(['Dinheiro', '$ 122,50', '$ 102,50', '− $ 20,00']);
    expect(cash.lastElementChild).toHaveClass('till-difference-short');
    expect(within(closing).getByTestId('till-line-creditCard').lastElementChild).toHaveTextContent('+ $ 5,00');
    expect(within(closing).getByTestId('till-line-total')).toHaveTextContent('− $ 15,00');
    // The next shift may open at once.
    expect(container).toHaveTextContent('Caixa fechado');
  });

  it("lists today's closings, each opening its closing", async () => {
    renderTill(null, [aClosedTill({ id: 2, number: 2 }), aTill({ id: 3 })]);
    const [row] = screen.getAllByTestId('till-day-closing');
    expect(screen.getAllByTestId('till-day-closing')).toHaveLength(1);
    expect(row).toHaveTextContent('Fechamento nº 2');
    expect(row).toHaveTextContent('Fechado por Lia às 23:40');
    expect(row).toHaveTextContent('− $ 15,00');
    fireEvent.click(row);
    const modal = await modalTitled('Fechamento', '[data-testid="till-closing"]');
    await waitFor(() => expect(within(modal).getByTestId('till-closing')).toHaveTextContent('Fechamento nº 2'));
  });

  it('says when no till was closed today', () => {
    renderTill(null, []);
    expect(screen.getByText('Nenhum caixa fechado hoje.')).toBeInTheDocument();
  });
});
