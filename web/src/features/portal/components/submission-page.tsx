import { Alert, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { portalPaths } from '../../../config/portal-paths';
import { formErrorsOf } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { BidPath } from '../api/submission-api';
import { entriesOf, useBid } from '../hooks/use-bid';
import { PORTAL_NS } from '../i18n';
import { BidActions } from './bid-actions';
import { BidQuestions, BidTerms } from './bid-answers';
import { BidChoice } from './bid-choice';
import { BidDocuments } from './bid-documents';
import { BidForm } from './bid-form';
import { BidHeader } from './bid-header';
import { BidReceipt } from './bid-receipt';
import { BidSection } from './bid-section';
import { BidSecurities } from './bid-securities';
import { EntryListSection } from './entry-list-section';
import { MissingList } from './missing-list';
import { NoBidPanel } from './no-bid-panel';
import { ReceiptActions } from './receipt-actions';
import { SignedInSupplierOnly } from './signed-in-supplier-only';

/**
 * /portal/bids/:agencyDomain/:projectId/submission (decision 054): the company's bid on an open tender. It
 * fills the bid forms with the shared engine's live totals, answers the questions and accepts the terms,
 * attaches each required document through the one upload path, sees what is still missing (the rule the
 * server runs on submit), submits, keeps the receipt, and may withdraw before closing.
 */
export function SubmissionPage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('submission.title'));
  const { agencyDomain = '', projectId = '' } = useParams();
  // One of the company's further bids (decision 060): ?bid=<submissionId>; none is its first.
  const submissionId = useSearchParams()[0].get('bid') ?? undefined;
  return (
    <Flex direction="column" gap="medium" className="tb-page">
      <Heading level={1}>{t('submission.title')}</Heading>
      <SignedInSupplierOnly
        texts="submission"
        here={portalPaths.bidSubmission.getHref(agencyDomain, projectId)}
      >
        <Bid key={submissionId ?? ''} params={{ agencyDomain, projectId, submissionId }} />
      </SignedInSupplierOnly>
    </Flex>
  );
}

/** The bid once the supplier is known: its parts in the screen's order, over the state `useBid` keeps. */
function Bid({ params }: { params: BidPath }) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const locale = canadianLocale(i18n.language);
  const bid = useBid(params);
  const { data, draft, setDraft, busy, message } = bid;

  if (bid.error) return <Alert variation="error">{formErrorsOf(bid.error).message}</Alert>;
  if (!data) return <Text as="p">{t('submission.loading')}</Text>;

  const status = data.submission?.status;
  const editable = data.open && status !== 'complete';
  const disabled = !editable || busy;
  // A list of the draft (its references, its subcontractors) as its section takes it.
  const entryList = <List extends 'references' | 'subcontractors'>(list: List) => ({
    entries: draft[list],
    onChange: (entries: (typeof draft)[List]) => setDraft({ ...draft, [list]: entries }),
    editable,
    disabled,
  });
  const settings = data.requirements.settings;

  return (
    <>
      <BidHeader data={data} />
      <BidChoice params={params} data={data} />
      <NoBidPanel params={params} data={data} onChanged={bid.show} />
      {data.submission?.receipt && (
        <BidReceipt receipt={data.submission.receipt} status={status} data={data} locale={locale} />
      )}
      <ReceiptActions bid={data} />
      <div aria-live="polite">
        {message && (
          <Alert variation={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
      </div>

      {data.requirements.forms.map((form) => (
        <BidForm
          key={form.tenderTableId}
          tenderTableId={form.tenderTableId}
          definition={form.definition}
          entries={bid.forms[form.tenderTableId] ?? entriesOf(form.definition, undefined)}
          locale={locale}
          disabled={disabled}
          onChange={(entries) => bid.setForm(form.tenderTableId, entries)}
        />
      ))}

      <BidQuestions
        data={data}
        answers={draft.answers}
        onChange={(answers) => setDraft({ ...draft, answers })}
        disabled={disabled}
      />
      <BidTerms
        data={data}
        answers={draft.answers}
        onChange={(answers) => setDraft({ ...draft, answers })}
        disabled={disabled}
      />
      <BidDocuments params={params} data={data} disabled={disabled} onChanged={bid.show} />

      {settings.references.used && (
        <EntryListSection kind="reference" {...entryList('references')}>
          <Text as="p">{t('submission.referencesAsked', { count: settings.references.required })}</Text>
        </EntryListSection>
      )}
      {settings.subcontractors.used && (
        <EntryListSection kind="subcontractor" {...entryList('subcontractors')} />
      )}

      <BidSecurities
        data={data}
        securities={draft.securities}
        onChange={(securities) => setDraft({ ...draft, securities })}
        disabled={disabled}
      />

      {/* Only while the bid may change: after the closing or the submit, "can be submitted" is not so. */}
      {editable && (
        <BidSection name="missing" heading={t('submission.missingTitle')}>
          <MissingList missing={bid.missing} testId="missing-list" />
        </BidSection>
      )}

      <BidActions data={data} bid={bid} />
    </>
  );
}

export default SubmissionPage;
