import { act, fireEvent, screen } from '@testing-library/react';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { ClosingDetail } from '@/features/till/components/ClosingDetail';
import { tillGroup } from '@/features/till/group';
import { renderWithProviders } from '../../support/render';
import { shopState } from '../settings/shopState';
import { aClosedTill } from './fixtures';

injectFeatureReducers(tillGroup);

describe('a closing on screen', () => {
  const print = jest.fn();
  beforeEach(() => {
    print.mockReset();
    window.print = print;
  });

  it("prints through the browser on a device with no printer paired: the same slip, mounted only while printing", async () => {
    renderWithProviders(<ClosingDetail till={aClosedTill()} />, { preloadedState: shopState() });
    expect(screen.queryByTestId('till-closing-receipt')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('Imprimir fechamento'));
    });
    expect(print).toHaveBeenCalledTimes(1);
    const slip = screen.getByTestId('till-closing-receipt');
    expect(slip).toHaveTextContent('Fechamento de caixa nº 1');
    expect(slip).toHaveTextContent('Dinheiro');
    expect(slip).toHaveTextContent('Diferença\u2212 $ 20,00');
    await act(async () => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('till-closing-receipt')).toBeNull();
  });

  it("lists the corrections under the closing, whose own figures stay, and offers 'Corrigir contagem' to the owner", () => {
    const till = aClosedTill({ corrections: [{ id: 3, method: 'cash', counted: 122.5, difference: 0, reason: 'Notas na gaveta', by: 'Carla', at: new Date(2026, 10, 30, 9, 15).toISOString() }] });
    renderWithProviders(<ClosingDetail till={till} />, { preloadedState: shopState() });
    expect(screen.getByTestId('till-correction')).toHaveTextContent('Dinheiro: contado $ 122,50, diferença $ 0,00Notas na gaveta · Carla às 09:15');
    expect(screen.getByTestId('till-line-cash')).toHaveTextContent('− $ 20,00');
    expect(screen.getByText('Corrigir contagem')).toBeInTheDocument();
  });
});
