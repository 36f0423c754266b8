import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TillClosingSummary } from '@contract/till';
import { TillClosingFigures } from '@/features/day-report/components/TillClosingFigures';

const at = (hour: number, minute: number) => new Date(2026, 10, 29, hour, minute).toISOString();
const short: TillClosingSummary = { id: 4, number: 1, openedBy: 'Lia', closedBy: 'Lia', closedAt: at(15, 5), expected: 212.4, counted: 192.4, difference: -20 };
const even: TillClosingSummary = { id: 9, number: 2, openedBy: 'Carla', closedBy: 'Carla', closedAt: at(23, 40), expected: 80, counted: 80, difference: 0 };

describe("Resumo 'Fechamentos de caixa'", () => {
  it('lists each closing with who closed it, its totals and the difference, short in red, and downloads them', () => {
    const onExport = jest.fn();
    render(<TillClosingFigures closings={[short, even]} exporting={false} onExport={onExport} />);
    const items = Array.from(screen.getByTestId('day-report-tills').querySelectorAll('ion-item'));
    expect(items.map((item) => item.textContent)).toEqual([
      'Fechamento nº 1Fechado por Lia às 15:05Esperado $ 212,40 · Contado $ 192,40\u2212 $ 20,00',
      'Fechamento nº 2Fechado por Carla às 23:40Esperado $ 80,00 · Contado $ 80,00$ 0,00',
    ]);
    expect(within(items[0] as HTMLElement).getByText('\u2212 $ 20,00')).toHaveClass('day-report-difference-short');
    expect(within(items[1] as HTMLElement).getByText('$ 0,00')).not.toHaveClass('day-report-difference-short');
    fireEvent.click(screen.getByText('Exportar fechamentos'));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it.each([[[]], [undefined]])('is hidden when no till closed (%p)', (closings) => {
    const { container } = render(<TillClosingFigures closings={closings} exporting={false} onExport={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
