import type { ReactNode } from 'react';
import { LoadStatus } from './load-status';

/** What a read answers, as SWR's result has it: the data once read, the error once it failed. */
export type ReadResult<T> = { data?: T | null | undefined; error?: unknown };

/**
 * A read in its three states: while there is no data, the spinner with `loadingText` (a status); once the
 * read failed, the error alert (see `LoadStatus`); then the children, given the data. Data already shown
 * stays when a later revalidation fails.
 */
export function Loaded<T>({
  result,
  children,
  ...status
}: {
  result: ReadResult<T>;
  loadingText: string;
  failedText: string;
  catalogueMessage?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { data, error } = result;
  if (data !== undefined && data !== null) return children(data);
  return <LoadStatus error={error} {...status} />;
}
