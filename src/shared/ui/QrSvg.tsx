import QRCode from 'qrcode';
import { useMemo } from 'react';

interface Props {
  text: string;
  /** Shown width and height, any CSS length. */
  size: string;
  label: string;
  testId?: string;
}

/** Quiet zone around the code, in modules, as scanners expect (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

/**
 * A QR code drawn as SVG, at once and in the page: it prints as soon as it is mounted, stays sharp at any size and
 * never travels to a third-party image service.
 */
export function QrSvg({ text, size, label, testId }: Props) {
  const { side, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const dark: string[] = [];
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        if (modules.get(y, x)) dark.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`);
      }
    }
    return { side: modules.size + QUIET * 2, path: dark.join('') };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff' }}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
