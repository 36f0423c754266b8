import { act, screen } from '@testing-library/react';
import { choosePaperWidth, PAPER_STORAGE_KEY } from '../../../../src/features/printing/paper';
import { PrintSettings } from '../../../../src/features/printing/PrintSettings';
import { ReceiptSheet } from '../../../../src/features/printing/ReceiptSheet';
import { renderWithProviders } from '../../support/render';

afterEach(() => localStorage.clear());

describe('Configurações → Impressão', () => {
  it('offers the two rolls, 80 mm first and chosen until the device says otherwise', async () => {
    renderWithProviders(<PrintSettings />);
    expect(await screen.findByText('Impressão')).toBeInTheDocument();
    const select = document.querySelector('ion-select')!;
    expect((select as HTMLIonSelectElement).label).toBe('Largura do papel');
    expect((select as HTMLIonSelectElement).value).toBe(80);
    expect([...document.querySelectorAll('ion-select-option')].map((option) => option.textContent)).toEqual(['80 mm', '58 mm']);
  });

  it('a choice is kept on the device and a receipt on screen takes it at once', () => {
    renderWithProviders(
      <ReceiptSheet className="order-receipt" testId="order-receipt">
        <p>Pedido #1</p>
      </ReceiptSheet>,
    );
    expect(screen.getByTestId('order-receipt')).toHaveClass('receipt-80');
    act(() => choosePaperWidth(58));
    expect(localStorage.getItem(PAPER_STORAGE_KEY)).toBe('58');
    expect(screen.getByTestId('order-receipt')).toHaveClass('receipt-58');
  });
});
