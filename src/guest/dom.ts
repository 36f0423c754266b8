/**
 * A few lines instead of a UI library: the guests' page is a handful of lists and buttons, and a phone on 3G opening
 * it from a QR code should not wait for a framework.
 */
type Child = Node | string | null | false | undefined;
type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}
