import { Button, Flex } from '@aws-amplify/ui-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENTS_NS } from '../../i18n/documents';
import { percentSent, type Progress } from '../../../../lib/upload/send-file';
import { formatBytes } from '../../../../lib/format-bytes';

const TRACK: CSSProperties = {
  height: '1rem',
  border: '1px solid var(--amplify-colors-border-primary)',
  borderRadius: '0.5rem',
  background: 'var(--amplify-colors-background-secondary)',
  overflow: 'hidden',
};
const BAR: CSSProperties = { height: '100%', background: 'var(--amplify-colors-brand-primary-80)' };

/**
 * The upload's own progress bar: the percentage of bytes S3 has acknowledged, never more; 100 % shows
 * "confirming" until the document is recorded. Pause, resume and cancel act on the upload at once.
 */
export function UploadProgress({
  progress,
  onTogglePause,
  onCancel,
}: {
  progress: Progress;
  onTogglePause: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const percent = percentSent(progress);
  const label = t('upload.progressLabel', { name: progress.name });
  return (
    <Flex direction="column" gap="xs" data-testid="upload-progress">
      <div
        style={TRACK}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
      >
        <div style={{ ...BAR, width: `${percent}%` }} />
      </div>
      <p aria-live="polite" data-testid="upload-percent">
        {progress.waiting && !progress.paused
          ? t('upload.waiting', { percent })
          : progress.finishing
            ? t('upload.finishing')
            : progress.paused
              ? t('upload.paused', { percent })
              : t('upload.progress', {
                  percent,
                  sent: formatBytes(progress.sent, i18n.language),
                  total: formatBytes(progress.total, i18n.language),
                })}
      </p>
      <Flex gap="small">
        <Button size="small" onClick={onTogglePause} isDisabled={progress.finishing}>
          {progress.paused ? t('upload.resume') : t('upload.pause')}
        </Button>
        <Button size="small" variation="destructive" onClick={onCancel} isDisabled={progress.finishing}>
          {t('upload.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
