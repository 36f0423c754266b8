import { useEffect, useState, type CSSProperties } from 'react';
import { request } from '@/shared/api/client';
import { colorOf, initialOf } from '@/shared/lib/placeholder';

interface Props {
  src?: string | null;
  /**
   * The API path to fetch with the account's token when src fails: the server keeps the photos of switched-off
   * records from the public, so the plain address answers 404 for them.
   */
  privatePath?: string | null;
  /** The record's name: the alt text, the placeholder's initial and half of its colour seed. */
  name: string;
  id: number | string;
  className?: string;
  style?: CSSProperties;
}

/** The bytes fetched with the token (url null when that failed too), through an object URL that lives while shown. */
function usePrivateCopy(path: string | null | undefined, wanted: boolean): { url: string | null } | null {
  const [copy, setCopy] = useState<{ path: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!wanted || !path) return undefined;
    let url: string | null = null;
    let current = true;
    request<Blob>('GET', path, { accept: 'blob' }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (current) setCopy({ path, url });
        else URL.revokeObjectURL(url);
      },
      () => current && setCopy({ path, url: null }),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, wanted]);
  return wanted && copy !== null && copy.path === path ? copy : null;
}

/** A menu photo that degrades to a coloured block with the name's initial when there is none or it fails. */
export function MenuImage({ src, privatePath, name, id, className, style }: Props) {
  // Remembering which src failed (not just "failed") lets a new photo be tried without resetting state.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const publicFailed = !!src && failedSrc === src;
  const privateCopy = usePrivateCopy(privatePath, publicFailed);
  const box: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover', display: 'block', ...style };

  if (privateCopy?.url) return <img src={privateCopy.url} alt={name} className={className} style={box} />;
  if (!src || publicFailed) {
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
