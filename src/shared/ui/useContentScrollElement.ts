import { useEffect, useState, type RefObject } from 'react';

/**
 * The element that actually scrolls inside an IonContent (it lives in the content's shadow DOM and exists only
 * once the component is ready), or null until then and where Ionic's components are not upgraded (jsdom).
 */
export function useContentScrollElement(content: RefObject<HTMLIonContentElement | null>): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let current = true;
    const host = content.current;
    if (typeof host?.getScrollElement !== 'function') return undefined;
    host.getScrollElement().then(
      (scrollElement) => {
        if (current) setElement(scrollElement);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [content]);
  return element;
}
