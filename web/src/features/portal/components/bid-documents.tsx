import { useTranslation } from 'react-i18next';
import type { BidPath, BidSubmission } from '../api/submission-api';
import { itemsOf } from '../hooks/use-bid';
import { PORTAL_NS } from '../i18n';
import { BidSection } from './bid-section';
import { DocumentUpload } from './document-upload';

/** The bid's required documents, each with its file; none when the bid asks for none. */
export function BidDocuments({
  params,
  data,
  disabled,
  onChanged,
}: {
  params: BidPath;
  data: BidSubmission;
  disabled: boolean;
  onChanged: (next: BidSubmission) => void;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const documents = itemsOf(data, 'document');
  if (!data.requirements.settings.documents.used || documents.length === 0) return null;
  return (
    <BidSection name="documents" heading={t('submission.documents')}>
      {documents.map((document) => (
        <DocumentUpload
          key={document.submissionRequirementId}
          params={params}
          requirement={document}
          files={data.files.filter((f) => f.submissionRequirementId === document.submissionRequirementId)}
          disabled={disabled}
          onChanged={onChanged}
        />
      ))}
    </BidSection>
  );
}
