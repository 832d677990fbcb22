/**
 * After an in-app navigation, focus goes to the new page's heading (WCAG 2.4.3): screen readers announce it
 * and the keyboard starts from the top of the content. Pages load their code and data first, so the heading
 * may come later: the main region holds the focus until it does (at most `waitMs`). The heading gets
 * tabindex=-1 so that it can take the focus. A user who meanwhile focused a field keeps it, and so does one
 * who opened a menu (the phone's navigation): the router shows the new page only once its code has come, by
 * which time the user may have opened the menu again, and a focus outside it would close it.
 */
export function focusPageHeading(waitMs = 5000): () => void {
  const main = () => document.getElementById('main');
  const userElsewhere = () => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return false;
    if (active.matches('input, textarea, select, [contenteditable="true"], [aria-expanded="true"]'))
      return true;
    return Array.from(document.querySelectorAll('[aria-expanded="true"][aria-controls]')).some((button) =>
      document.getElementById(button.getAttribute('aria-controls') ?? '')?.contains(active),
    );
  };
  const tryFocus = (): boolean => {
    const heading = main()?.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!userElsewhere()) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
    return true;
  };
  if (tryFocus()) return () => undefined;
  main()?.focus();
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
