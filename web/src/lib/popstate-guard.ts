/**
 * The browser's back and forward buttons, seen before the router sees them. The router's own popstate
 * listener is added when it mounts; this one is added when the app starts, so it runs first and may stop the
 * event (the unsaved-changes guard does, decision 019).
 */
type PopStateHandler = (event: PopStateEvent) => void;

let handler: PopStateHandler | undefined;
let installed = false;

/** Called once before the router mounts. */
export function installPopStateGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => handler?.(event), true);
}

/** Sets the handler; the returned function removes it. */
export function onPopStateFirst(next: PopStateHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}
