import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Escape cancels, and the page
 * behind is inert. Rendered only while open. The action to focus first carries `data-autofocus`.
 */
export function ModalDialog({
  open,
  title,
  children,
  actions,
  onCancel,
  alert = false,
  testId,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Escape: without it, Escape does nothing (the user must choose an action). */
  onCancel?: () => void;
  /** An alertdialog: something the user must answer (session expiry, locked account). */
  alert?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first focusable element, overriding React's autoFocus (applied while the
      // dialog was still closed): the safe choice marked data-autofocus (Stay, Cancel) must get it.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="tb-dialog"
      role={alert ? 'alertdialog' : 'dialog'}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel?.();
      }}
    >
      <h2 id={titleId} className="tb-dialog-title">
        {title}
      </h2>
      <div id={bodyId} className="tb-dialog-body">
        {children}
      </div>
      <div className="tb-dialog-actions">{actions}</div>
    </dialog>
  );
}
