import { useState } from 'react';
import { formErrorsOf } from './form-errors';
import { notifier } from './notify';

/**
 * Removing an item of a list after a confirmation: the item asked about, the refusal to show (a closed
 * project, an item in use, a lost race) and the notice once done.
 */
export function useRemoval<T>(remove: (item: T) => Promise<unknown>, doneMessage: (item: T) => string) {
  const [removing, setRemoving] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const item = removing;
    setRemoving(null);
    if (!item) return;
    setError(null);
    try {
      await remove(item);
      notifier.notify(doneMessage(item), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };
  return { removing, ask: setRemoving, cancel: () => setRemoving(null), confirm, error, setError };
}
