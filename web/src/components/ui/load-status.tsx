import { Alert, Flex, Loader } from '@aws-amplify/ui-react';

/** What stands in for data while it is read: a spinner with its text, or, when the read failed, why. */
export function LoadStatus({
  failed,
  loadingText,
  failedText,
}: {
  failed: boolean;
  loadingText: string;
  failedText: string;
}) {
  if (failed) return <Alert variation="error">{failedText}</Alert>;
  return (
    <Flex alignItems="center" gap="small" role="status">
      <Loader />
      <span>{loadingText}</span>
    </Flex>
  );
}
