import { Button, Flex } from '@aws-amplify/ui-react';
import { percentSent, type Progress } from '../../../lib/upload/send-file';

/**
 * A portal upload's progress (a company document, a bid file): the bar, the percentage or "checking" once
 * every byte is sent, and Cancel. The texts are the screen's own.
 */
export function UploadProgressRow({
  progress,
  texts,
  onCancel,
}: {
  progress: Progress;
  texts: {
    label: string;
    finishing: string;
    progress: (percent: number) => string;
    /** Shown while a call waits for the connection */
    waiting: (percent: number) => string;
    cancel: string;
  };
  onCancel: () => void;
}) {
  return (
    <Flex direction="row" gap="small" alignItems="center">
      <progress max={progress.total} value={progress.sent} aria-label={texts.label} />
      <span aria-live="polite">
        {progress.waiting
          ? texts.waiting(percentSent(progress))
          : progress.finishing
            ? texts.finishing
            : texts.progress(percentSent(progress))}
      </span>
      <Button size="small" onClick={onCancel} isDisabled={progress.finishing}>
        {texts.cancel}
      </Button>
    </Flex>
  );
}
