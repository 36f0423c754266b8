import '../../support/encoderGlobals';
import { act, screen } from '@testing-library/react';
import { choosePaperWidth, PAPER_STORAGE_KEY } from '@/features/printing/paper';
import { PrintSettings } from '@/features/printing/PrintSettings';
import { ReceiptSheet } from '@/features/printing/ReceiptSheet';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { printingGroup } from '@/app/signedIn/printingFeatures';
import { NO_PRINTER_SUPPORT } from '@/features/printing/PrintSettings';
import { printerConnected } from '@/features/printing/slice';
import { renderWithProviders } from '../../support/render';

injectFeatureReducers(printingGroup);

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

describe('the thermal printer in Configurações', () => {
  afterEach(() => {
    delete (navigator as { usb?: unknown }).usb;
  });

  it('a browser with neither WebUSB nor Web Serial says so and points to the browser print', async () => {
    renderWithProviders(<PrintSettings />);
    expect(await screen.findByText(NO_PRINTER_SUPPORT)).toBeInTheDocument();
    expect(screen.queryByText('Conectar impressora USB')).not.toBeInTheDocument();
  });

  it('offers to pair over USB where the browser has it, then names the printer with its test and auto-print', async () => {
    Object.defineProperty(navigator, 'usb', { value: {}, configurable: true });
    const { store } = renderWithProviders(<PrintSettings />);
    expect(await screen.findByText('Conectar impressora USB')).toBeInTheDocument();
    expect(screen.queryByText('Conectar impressora serial ou Bluetooth')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        printerConnected({
          connection: 'usb',
          name: 'EPSON TM-T20X',
          vendorId: 1208,
          productId: 3605,
          serialNumber: null,
          dialect: { language: 'esc-pos', codepageMapping: 'epson' },
        }),
      );
    });
    expect(screen.getByText('EPSON TM-T20X')).toBeInTheDocument();
    expect(screen.getByTestId('printer-link')).toHaveTextContent('Conectada');
    expect(screen.getByText('Imprimir teste')).toBeInTheDocument();
    expect(screen.getByText('Imprimir pedidos novos automaticamente')).toBeInTheDocument();
  });
});
