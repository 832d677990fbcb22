/**
 * Error notifications (docs/product/errors.md#in-the-browser): the same message within 2 seconds is shown
 * once. A small store outside React, so any code path may notify; the layout renders it
 * (components/ui/notifications.tsx).
 */
import { DUPLICATE_ERROR_SUPPRESSION_MS } from '../../../shared/constants';

export interface Notice {
  id: number;
  kind: 'error' | 'success' | 'info';
  message: string;
}

export function createNotifier(options: { now?: () => number; windowMs?: number } = {}) {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? DUPLICATE_ERROR_SUPPRESSION_MS;
  let notices: Notice[] = [];
  let nextId = 1;
  const lastShown = new Map<string, number>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  return {
    /** Adds a notice; returns false when the same message was shown within the window. */
    notify(message: string, kind: Notice['kind'] = 'error'): boolean {
      const key = `${kind}:${message}`;
      const at = now();
      const last = lastShown.get(key);
      if (last !== undefined && at - last < windowMs) return false;
      lastShown.set(key, at);
      notices = [...notices, { id: nextId++, kind, message }];
      emit();
      return true;
    },
    dismiss(id: number): void {
      notices = notices.filter((n) => n.id !== id);
      emit();
    },
    list: (): readonly Notice[] => notices,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const notifier = createNotifier();
