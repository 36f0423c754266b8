import '../../support/encoderGlobals';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { appendPixQr, PIX_QR_MODULE_DOTS } from '@/features/printing/pixQrCommands';

const PAYLOAD =
  '00020101021226330014br.gov.bcb.pix011152998224725520400005303986540555.805802BR5913CAFE DA PRACA6009SAO PAULO62120508COMANDA76304ABCD';
const hex = (bytes: Uint8Array | number[]) => Buffer.from(bytes).toString('hex');

function encoded(language: 'esc-pos') {
  const encoder = new ReceiptPrinterEncoder({ language, columns: 48 }).initialize();
  return appendPixQr(encoder, PAYLOAD).encode();
}

describe("the Pix code on the thermal printer's bytes", () => {
  const bytes = hex(encoded('esc-pos'));

  it('stores the whole payload in the QR symbol (GS ( k, function 180) and prints it (function 181)', () => {
    const data = Buffer.from(PAYLOAD, 'ascii');
    const length = data.length + 3;
    const store = [0x1d, 0x28, 0x6b, length & 0xff, length >> 8, 0x31, 0x50, 0x30];
    expect(bytes).toContain(hex(store) + data.toString('hex'));
    expect(bytes).toContain(hex([0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30]));
  });

  it('draws model 2, module size 6, error correction M, centred under its heading', () => {
    expect(bytes).toContain(hex([0x1d, 0x28, 0x6b, 0x04, 0x00, 0x31, 0x41, 0x32, 0x00]));
    expect(bytes).toContain(hex([0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x43, PIX_QR_MODULE_DOTS]));
    expect(bytes).toContain(hex([0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x45, 0x31]));
    expect(bytes).toContain(hex([0x1b, 0x61, 0x01]));
    expect(bytes).toContain(Buffer.from('Pague com Pix').toString('hex'));
    expect(bytes.indexOf(Buffer.from('Pague com Pix').toString('hex'))).toBeLessThan(bytes.indexOf(Buffer.from(PAYLOAD).toString('hex')));
  });
});
