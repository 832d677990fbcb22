import { Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  acceptedExtensionsOf,
  extensionsText,
  minimumPageCountOf,
} from '../../../../../shared/domain/submissions/bid-files';
import { formatBytes } from '../../../lib/format-bytes';
import type { BidPath, BidSubmission } from '../api/submission-api';
import { useBidFileUpload } from '../hooks/use-bid-file-upload';
import type { RequirementItem } from '../hooks/use-bid';
import { PORTAL_NS } from '../i18n';
import { FileVerificationNote } from './receipt-actions';
import { UploadProgressRow } from './upload-progress-row';

/** One document requirement of the bid: what it accepts, the file stored for it, and the field to upload or replace it. */
export function DocumentUpload({
  params,
  requirement,
  files,
  disabled,
  onChanged,
}: {
  params: BidPath;
  requirement: RequirementItem;
  files: BidSubmission['files'];
  disabled: boolean;
  onChanged: (next: BidSubmission) => void;
}) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const { inputKey, progress, error, choose, upload, cancel, remove } = useBidFileUpload({
    params,
    requirement,
    onChanged,
  });
  const stored = files.find((f) => f.state === 'stored');
  const inputId = `bid-file-${requirement.submissionRequirementId}`;
  const accepted = acceptedExtensionsOf(requirement.content);
  const minimumPages = minimumPageCountOf(requirement.content);

  return (
    <div className="tb-stack-form">
      <Heading level={3}>
        {requirement.title}
        {requirement.content.mandatory ? ` (${t('submission.required')})` : ''}
      </Heading>
      {requirement.content.instructions ? (
        <Text as="p">{String(requirement.content.instructions)}</Text>
      ) : null}
      {minimumPages === 0 && accepted.length > 0 && (
        <Text as="p" data-testid={`accepted-types-${requirement.submissionRequirementId}`}>
          {t('submission.acceptedTypes', { types: extensionsText(accepted) })}
        </Text>
      )}
      {minimumPages > 0 && (
        <Text as="p" data-testid={`minimum-pages-${requirement.submissionRequirementId}`}>
          {t('submission.minimumPages', { count: minimumPages })}
        </Text>
      )}
      {stored ? (
        <Flex gap="small" alignItems="center" wrap="wrap">
          <Text as="span" data-testid={`stored-${requirement.submissionRequirementId}`}>
            {t('submission.stored', { name: stored.fileName, size: formatBytes(stored.size, i18n.language) })}
          </Text>
          <Text as="span">
            {/* 64 hex digits: wider than a phone unless they may break anywhere. */}
            {t('submission.sha256')} <code style={{ overflowWrap: 'anywhere' }}>{stored.sha256}</code>
          </Text>
          <FileVerificationNote bid={params} fileId={stored.fileId} verification={stored.verification} />
          {!disabled && (
            <Button size="small" onClick={() => remove(stored.fileId)}>
              {t('submission.removeFile', { name: stored.fileName })}
            </Button>
          )}
        </Flex>
      ) : null}
      {!disabled && (
        <>
          <TextField
            key={inputKey}
            label={stored ? t('submission.replaceFile') : t('submission.file')}
            id={inputId}
            type="file"
            // The chooser offers the accepted types first; the rule still checks what is chosen.
            accept={extensionsText(accepted).replace(/ /g, '') || undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            hasError={!!error}
            errorMessage={error ?? undefined}
          />
          {progress && (
            <UploadProgressRow
              progress={progress}
              texts={{
                label: t('submission.progressLabel', { name: progress.name }),
                finishing: t('submission.finishing'),
                waiting: (percent) => t('submission.waiting', { percent }),
                progress: (percent) => t('submission.progress', { percent }),
                cancel: t('submission.cancelUpload'),
              }}
              onCancel={cancel}
            />
          )}
          <Button isLoading={progress !== null} onClick={upload}>
            {t('submission.upload')}
          </Button>
        </>
      )}
    </div>
  );
}
