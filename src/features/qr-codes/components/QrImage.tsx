import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Drawn twice as dense as shown, so it stays sharp on high-density screens. */
const PIXEL_RATIO = 2;

export function qrDataUrlOf(text: string, width: number): Promise<string> {
  return QRCode.toDataURL(text, { width, margin: 2, errorCorrectionLevel: 'M' });
}

interface Props {
  text: string;
  /** Shown width and height in CSS pixels. */
  width: number;
  alt: string;
}

/** The QR image, drawn in the browser: the code never travels to a third-party image service. */
export function QrImage({ text, width, alt }: Props) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    qrDataUrlOf(text, width * PIXEL_RATIO).then(
      (src) => current && setDrawn({ text, src }),
      () => current && setDrawn(null),
    );
    return () => {
      current = false;
    };
  }, [text, width]);

  const box = { width, height: width, display: 'block' };
  return drawn?.text === text ? <img src={drawn.src} alt={alt} style={box} /> : <span role="img" aria-label={alt} style={box} />;
}
