/**
 * After an in-app navigation, focus goes to the new page's heading (WCAG 2.4.3): screen readers announce it
 * and the keyboard starts from the top of the content. Pages load their code and data first, so the heading
 * may come later: the main region holds the focus until it does (at most `waitMs`). The heading gets
 * tabindex=-1 so that it can take the focus. A user who meanwhile focused a field keeps it.
 */
export function focusPageHeading(waitMs = 5000): () => void {
  const main = () => document.getElementById('main');
  const busyTyping = () => {
    const active = document.activeElement;
    return (
      active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]')
    );
  };
  const tryFocus = (): boolean => {
    const heading = main()?.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!busyTyping()) {
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
