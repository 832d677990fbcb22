import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The state of a disclosure (a button that shows a panel): a navigation or a click on a link in the panel
 * closes it, so does a click or a focus outside the button and the panel, and Escape, which returns the
 * focus to the button. The button and the panel may sit anywhere in the page (the small-screen navigation
 * has its button in the top bar and its panel beside the content).
 */
export function useDisclosure<Panel extends HTMLElement = HTMLDivElement>() {
  // The address the panel was opened on, or null when it is closed.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn !== null;
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  const location = useLocation();

  // A navigation closes the panel, unless the user opened it on the new address: the router shows a page
  // whose code is still loading only once it has come (a transition), and a phone user may open the menu
  // again meanwhile.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    if (openedOn !== location.pathname) setOpenedOn(null);
  }

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !buttonRef.current?.contains(target) && !panelRef.current?.contains(target);
    const onPointer = (e: PointerEvent) => {
      if (outside(e.target)) setOpenedOn(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpenedOn(null);
        buttonRef.current?.focus();
      }
    };
    const onFocus = (e: FocusEvent) => {
      if (outside(e.target)) setOpenedOn(null);
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

  return {
    open,
    close: () => setOpenedOn(null),
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpenedOn((on) => (on === null ? window.location.pathname : null)),
    },
    panelProps: {
      ref: panelRef,
      id,
      // A link to the page already shown does not navigate: choosing it still closes the panel.
      onClick: (e: MouseEvent) => {
        if (e.target instanceof Element && e.target.closest('a[href]')) setOpenedOn(null);
      },
    },
  };
}

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
  const { open, close, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="tb-menu">
      <button {...buttonProps} className="tb-menu-button" aria-label={label}>
        {buttonContent}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="tb-menu-caret">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div {...panelProps} className={`tb-menu-panel tb-menu-panel-${align}`} hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
