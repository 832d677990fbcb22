import { Heading, Text } from '@aws-amplify/ui-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanadianLocale } from '../../../../../shared/domain/locale';
import {
  isHandedIn,
  type SubmissionStatus,
} from '../../../../../shared/domain/submissions/submission-status';
import type { BidSubmission } from '../api/submission-api';
import { PORTAL_NS } from '../i18n';
import { FormFigures } from './form-figures';

/** The receipt of the bid handed in (or of the last one, once withdrawn): its time, digests and figures. */
export function BidReceipt({
  receipt,
  status,
  data,
  locale,
}: {
  receipt: NonNullable<NonNullable<BidSubmission['submission']>['receipt']>;
  status: SubmissionStatus | undefined;
  data: BidSubmission;
  locale: CanadianLocale;
}) {
  const { t } = useTranslation(PORTAL_NS);
  // The forms' figures as the server stored them with the bid: what the receipt's digest covers. Only while
  // the bid is handed in: once withdrawn, its parts may have changed since this receipt.
  const handedIn = status !== undefined && isHandedIn(status);
  const figures = (handedIn ? data.requirements.forms : []).flatMap((form) => {
    const saved = data.parts.forms[form.tenderTableId];
    return saved ? [{ ...form, totals: saved.totals }] : [];
  });
  return (
    <section aria-labelledby="bid-receipt" className="tb-section" data-testid="receipt">
      <Heading level={2} id="bid-receipt">
        {/* A bid sealed at the close is still the one handed in: its receipt, not the last one's. */}
        {handedIn ? t('submission.receipt') : t('submission.lastReceipt')}
      </Heading>
      <dl className="tb-details">
        <dt>{t('submission.receivedAt')}</dt>
        <dd>
          <time dateTime={receipt.submittedAt}>{receipt.submittedAt}</time>
        </dd>
        <dt>{t('submission.digest')}</dt>
        <dd>
          <code data-testid="receipt-digest">{receipt.digest}</code>
        </dd>
        {receipt.files.map((file) => (
          <div key={`${file.submissionRequirementId}-${file.fileName}`}>
            <dt>{t('submission.fileDigest', { name: file.fileName })}</dt>
            <dd>
              <code>{file.sha256}</code>
            </dd>
          </div>
        ))}
      </dl>
      {figures.map((form) => (
        <Fragment key={form.tenderTableId}>
          <Heading level={3}>{form.definition.name}</Heading>
          <FormFigures
            definition={form.definition}
            figures={form.totals}
            locale={locale}
            testId={`receipt-${form.tenderTableId}`}
          />
        </Fragment>
      ))}
      <Text as="p">{t('submission.receiptEmailed')}</Text>
    </section>
  );
}
