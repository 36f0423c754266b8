import './tabChoice.css';

const CHOSEN = 'data-chosen';
const CHOOSING = 'data-choosing';

/**
 * Shows the tab tapped as the selected one in the tap's own task, before React has rendered the screen it opens.
 * Ionic selects it only once the route has changed and the outlet rendered, a task or more after the frame that
 * follows the tap; until then the tab bar would show only the pressed look. The mark goes when the tab bar's
 * selection changes (`ionTabBarChanged`), or at the next tap. Answers a function that stops listening.
 */
export function showTabChosenOnTap(root: Document): () => void {
  const clear = (bar: Element) => {
    bar.removeAttribute(CHOOSING);
    for (const marked of bar.querySelectorAll(`[${CHOSEN}]`)) marked.removeAttribute(CHOSEN);
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('ion-tab-button') : null;
    const bar = button?.closest('ion-tab-bar');
    if (!button || !bar) return;
    clear(bar);
    // The tab already shown goes back to its first screen: nothing to mark.
    if (button.classList.contains('tab-selected') || button.disabled) return;
    bar.setAttribute(CHOOSING, '');
    button.setAttribute(CHOSEN, '');
  };
  const onChanged = (event: Event) => {
    if (event.target instanceof Element && event.target.matches('ion-tab-bar')) clear(event.target);
  };
  // Capturing: before Ionic's own listener on the button starts the navigation.
  root.addEventListener('click', onClick, true);
  root.addEventListener('ionTabBarChanged', onChanged);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('ionTabBarChanged', onChanged);
  };
}
