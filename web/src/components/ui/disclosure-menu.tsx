import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A button that shows a list of links and actions (the WAI-ARIA disclosure pattern: plain links in a list,
 * so Tab, Enter and screen readers behave as users expect). Escape or a click outside closes it.
 */
export function DisclosureMenu({
  label,
  buttonContent,
  align = 'end',
  children,
}: {
  /** Accessible name of the button. */
  label: string;
  buttonContent: ReactNode;
  align?: 'start' | 'end';
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation closes the menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocus = (e: FocusEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div className="tb-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tb-menu-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
      >
        {buttonContent}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="tb-menu-caret">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={id} className={`tb-menu-panel tb-menu-panel-${align}`} hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
