import { Button } from '@aws-amplify/ui-react';
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router-dom';
import { dirtyForms } from '../lib/dirty-forms';
import { onPopStateFirst } from '../lib/popstate-guard';
import { ModalDialog } from './ui/modal-dialog';

/** The index BrowserRouter keeps in history.state: how far back or forward a popstate went. */
const historyIndex = (): number | undefined => {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : undefined;
};

/**
 * Asks "Leave or Stay" (docs/product/errors.md#unsaved-changes) before any navigation would throw away a
 * form's unsaved changes (forms declare them with useDirtyForm):
 * - in-app navigation (links, the menu, navigate()) goes through this router context's navigator, which
 *   holds the navigation until the user chooses (the declarative router has no blocker: decision 019);
 * - the browser's back and forward buttons: the popstate is stopped before the router sees it, the
 *   history entry is restored, and Leave replays it;
 * - closing or reloading the tab: the browser's own beforeunload prompt.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const context = useContext(NavigationContext);
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const index = useRef<number | undefined>(undefined);
  /** Set while the guard itself moves through history: those popstates are its own. */
  const replaying = useRef<'restore' | 'leave' | null>(null);

  useEffect(() => {
    index.current = historyIndex();
  }, [location.key]);

  const guarded = useMemo(() => {
    const { navigator } = context;
    const hold = (go: () => void) => {
      if (!dirtyForms.any()) go();
      else setPending(() => go);
    };
    return {
      ...context,
      navigator: {
        ...navigator,
        push: (...args: Parameters<typeof navigator.push>) => hold(() => navigator.push(...args)),
        replace: (...args: Parameters<typeof navigator.replace>) => hold(() => navigator.replace(...args)),
        go: (delta: number) => hold(() => navigator.go(delta)),
      },
    };
  }, [context]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      if (replaying.current === 'restore') {
        // The guard put the page's own entry back: nothing changed for the router.
        replaying.current = null;
        event.stopImmediatePropagation();
        return;
      }
      if (replaying.current === 'leave') {
        replaying.current = null;
        return;
      }
      if (!dirtyForms.any()) return;
      const target = historyIndex();
      const from = index.current;
      if (target === undefined || from === undefined) return;
      // This runs before the router's listener (lib/popstate-guard.ts): the router never sees the move.
      event.stopImmediatePropagation();
      const delta = target - from;
      replaying.current = 'restore';
      window.history.go(-delta);
      setPending(() => () => {
        replaying.current = 'leave';
        window.history.go(delta);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyForms.any()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const stopPopState = onPopStateFirst(onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      stopPopState();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  const leave = () => {
    const go = pending;
    setPending(null);
    dirtyForms.clear();
    go?.();
  };

  return (
    <NavigationContext.Provider value={guarded}>
      {children}
      <ModalDialog
        open={pending !== null}
        alert
        title={t('unsaved.title')}
        testId="unsaved-dialog"
        onCancel={() => setPending(null)}
        actions={
          <>
            <Button onClick={leave}>{t('unsaved.leave')}</Button>
            <Button variation="primary" onClick={() => setPending(null)} autoFocus data-autofocus>
              {t('unsaved.stay')}
            </Button>
          </>
        }
      >
        <p>{t('unsaved.body')}</p>
      </ModalDialog>
    </NavigationContext.Provider>
  );
}
