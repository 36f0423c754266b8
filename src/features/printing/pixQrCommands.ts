import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * Dots per QR module: a Pix code (about 150 characters, 45 modules) comes out near 34 mm wide at 203 dpi, which fits
 * a 58 mm roll and reads from a phone held over the counter.
 */
export const PIX_QR_MODULE_DOTS = 6;

/**
 * The comanda's Pix code in the printer's own commands (ESC/POS GS ( k, model 2, error correction M), centred
 * under 'Pague com Pix': the thermal comanda receipt appends it after its total, as the browser's receipt does.
 */
export function appendPixQr(encoder: ReceiptPrinterEncoder, payload: string): ReceiptPrinterEncoder {
  return encoder
    .align('center')
    .bold(true)
    .line('Pague com Pix')
    .bold(false)
    .qrcode(payload, { model: 2, size: PIX_QR_MODULE_DOTS, errorlevel: 'm' })
    .newline()
    .align('left');
}
