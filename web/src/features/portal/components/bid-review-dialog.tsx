import { Button } from '@aws-amplify/ui-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { computeForm } from '../../../../../shared/domain/forms/form-engine';
import type { MissingItem } from '../../../../../shared/domain/submissions/bid-content';
import { canadianLocale, type CanadianLocale } from '../../../../../shared/domain/locale';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import type { BidSubmission } from '../api/submission-api';
import { entriesOf, type FormsDraft } from '../hooks/use-bid';
import { PORTAL_NS } from '../i18n';
import { FormFigures } from './form-figures';
import { MissingList } from './missing-list';

/** A file's size for people: bytes, kB or MB with the locale's digits (1 kB = 1,024 bytes, as uploads count). */
function fileSize(bytes: number, locale: CanadianLocale): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const units = locale === 'fr-CA' ? ['octets', 'ko', 'Mo'] : ['bytes', 'kB', 'MB'];
  if (bytes < 1024) return `${number(bytes, 0)}\u00a0${units[0]}`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 1)}\u00a0${units[1]}`;
  return `${number(bytes / (1024 * 1024), 1)}\u00a0${units[2]}`;
}

/**
 * The confirmation step before a submit (issue 22): the forms' figures as typed, the files, and what is still
 * missing; confirming is offered only when nothing is.
 */
export function BidReviewDialog({
  open,
  data,
  forms,
  missing,
  onBack,
  onConfirm,
}: {
  open: boolean;
  data: BidSubmission;
  forms: FormsDraft;
  missing: MissingItem[];
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const locale = canadianLocale(i18n.language);
  const storedFiles = data.files.filter((file) => file.state === 'stored');
  return (
    <ModalDialog
      open={open}
      title={t('submission.review.title')}
      onCancel={onBack}
      testId="bid-review"
      actions={
        <>
          <Button data-autofocus onClick={onBack}>
            {t('submission.review.back')}
          </Button>
          {/* Nothing is sent while something is missing: the list says what to complete first. */}
          {missing.length === 0 && (
            <Button variation="primary" onClick={onConfirm}>
              {t('submission.review.confirm')}
            </Button>
          )}
        </>
      }
    >
      <p>{t('submission.review.intro', { project: data.projectName })}</p>
      {data.requirements.forms.map((form) => (
        <Fragment key={form.tenderTableId}>
          <h3 className="tb-dialog-subtitle">{form.definition.name}</h3>
          <FormFigures
            definition={form.definition}
            figures={computeForm(
              form.definition,
              forms[form.tenderTableId] ?? entriesOf(form.definition, undefined),
            )}
            locale={locale}
            testId={`review-${form.tenderTableId}`}
          />
        </Fragment>
      ))}
      <h3 className="tb-dialog-subtitle">{t('submission.review.files')}</h3>
      {storedFiles.length === 0 ? (
        <p>{t('submission.review.noFiles')}</p>
      ) : (
        <ul data-testid="review-files">
          {storedFiles.map((file) => (
            <li key={file.fileId}>
              {t('submission.review.file', { name: file.fileName, size: fileSize(file.size, locale) })}
            </li>
          ))}
        </ul>
      )}
      <h3 className="tb-dialog-subtitle">{t('submission.missingTitle')}</h3>
      <MissingList missing={missing} testId="review-missing" />
    </ModalDialog>
  );
}
