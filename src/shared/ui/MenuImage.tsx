import { useState, type CSSProperties } from 'react';
import { colorOf, initialOf } from '../lib/placeholder';

interface Props {
  src?: string | null;
  /** The record's name: the alt text, the placeholder's initial and half of its colour seed. */
  name: string;
  id: number | string;
  className?: string;
  style?: CSSProperties;
}

/** A menu photo that degrades to a coloured block with the name's initial when there is none or it fails. */
export function MenuImage({ src, name, id, className, style }: Props) {
  // Remembering which src failed (not just "failed") lets a new photo be tried without resetting state.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover', display: 'block', ...style };

  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={name}
        className={className}
        data-placeholder-color={colorOf(name, id)}
        style={{
          ...box,
          background: colorOf(name, id),
          color: '#fff',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 600,
          fontSize: '1.5em',
        }}
      >
        <span aria-hidden="true">{initialOf(name)}</span>
      </div>
    );
  }
  return <img src={src} alt={name} className={className} style={box} onError={() => setFailedSrc(src)} />;
}
