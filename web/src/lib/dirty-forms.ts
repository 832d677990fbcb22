import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Which forms hold unsaved changes. Forms register themselves with useDirtyForm; the agency switch (and
 * any other navigation that would lose work) asks hasDirtyForms first
 * (docs/product/errors.md#unsaved-changes).
 */
export function createDirtyRegistry() {
  const dirty = new Set<string>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    set(id: string, isDirty: boolean): void {
      if (isDirty === dirty.has(id)) return;
      if (isDirty) dirty.add(id);
      else dirty.delete(id);
      emit();
    },
    any: (): boolean => dirty.size > 0,
    /** The user chose to leave: what the forms held is given up. */
    clear(): void {
      if (dirty.size === 0) return;
      dirty.clear();
      emit();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const dirtyForms = createDirtyRegistry();

/** Declares this form dirty while `isDirty` holds; unmounting clears it. */
export function useDirtyForm(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    dirtyForms.set(id, isDirty);
  }, [id, isDirty]);
  useEffect(() => () => dirtyForms.set(id, false), [id]);
}

/** True while any form of the page has unsaved changes. */
export function useHasDirtyForms(): boolean {
  return useSyncExternalStore(dirtyForms.subscribe, dirtyForms.any, dirtyForms.any);
}
