import { Alert, Flex, Loader } from '@aws-amplify/ui-react';
import { formErrorsOf } from '../../lib/form-errors';

/**
 * What stands in for data while it is read: a spinner with its text (a status), or, once the read failed
 * (`error`), the error alert. A screen that returns early while its data is missing shows this; one that
 * renders the data in place uses `Loaded`.
 */
export function LoadStatus({
  error,
  loadingText,
  failedText,
  catalogueMessage = true,
}: {
  error: unknown;
  loadingText: string;
  /** The alert's text when the read failed and the server said nothing more precise. */
  failedText: string;
  /** The server's catalogue message in the alert when it gave one; false for a screen that always words it. */
  catalogueMessage?: boolean;
}) {
  if (error)
    return (
      <Alert variation="error">
        {catalogueMessage ? (formErrorsOf(error).message ?? failedText) : failedText}
      </Alert>
    );
  return <Loading text={loadingText} />;
}

/** The spinner with its text, as a status: what stands in while something arrives (a read, a step, code). */
export function Loading({ text }: { text: string }) {
  return (
    <Flex alignItems="center" gap="small" role="status">
      <Loader />
      <span>{text}</span>
    </Flex>
  );
}
