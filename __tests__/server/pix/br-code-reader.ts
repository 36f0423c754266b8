import jsQR from 'jsqr';
import QRCode from 'qrcode';

/** A BR Code's EMV fields (or a template's, such as ID 62) as ID → value, read one after the other. */
export function emvFieldsOf(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length; ) {
    const length = Number(text.slice(at + 2, at + 4));
    fields.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** The text a phone camera reads from the payload's QR, as the payer's bank app gets it. */
export function scannedFromQr(payload: string): string | undefined {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const side = (qr.modules.size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < qr.modules.size; y += 1) {
    for (let x = 0; x < qr.modules.size; x += 1) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}
