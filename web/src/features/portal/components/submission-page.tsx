import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { cellKind, liveColumns, liveRows } from '../../../../../shared/domain/forms/form-columns';
import { computeForm, refusedBidCells } from '../../../../../shared/domain/forms/form-engine';
import type { FormDefinition, FormEntries } from '../../../../../shared/domain/forms/form-model';
import { lineLabel } from '../../../../../shared/domain/forms/form-rules';
import { canadianLocale, type CanadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney, formatNumber } from '../../../../../shared/domain/money';
import { promptPayTerms } from '../../../../../shared/domain/forms/prompt-pay';
import { findMissingItems, type MissingItem } from '../../../../../shared/domain/submissions/bid-content';
import {
  isHandedIn,
  type SubmissionStatus,
} from '../../../../../shared/domain/submissions/submission-status';
import { DataTable } from '../../../components/ui/data-table';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Check } from '../../../components/ui/native-fields';
import { portalPaths } from '../../../config/portal-paths';
import { formErrorsOf } from '../../../lib/form-errors';
import { fileDigests } from '../../../lib/upload/file-sha256';
import { sendFile, type Progress } from '../../../lib/upload/send-file';
import { createUploader, type Uploader } from '../../../lib/upload/uploader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatBytes } from '../../../lib/format-bytes';
import {
  acceptedExtensionsOf,
  extensionsText,
  minimumPageCountOf,
} from '../../../../../shared/domain/submissions/bid-files';
import {
  bidFileUploadCalls,
  removeBidFile,
  saveBidForm,
  saveBidPart,
  submitBid,
  useBidSubmission,
  withdrawBid,
  type BidPath,
  type BidSubmission,
} from '../api/submission-api';
import { PORTAL_NS } from '../i18n';
import { SignedInSupplierOnly } from './signed-in-supplier-only';
import { BidChoice } from './bid-choice';
import { BidSection } from './bid-section';
import { EntryListSection, type EntryOf } from './entry-list-section';
import { bidRuleMessage, refusedFileMessage, refusedFormMessage } from './bid-rules';
import { NoBidPanel } from './no-bid-panel';
import { FileVerificationNote, ReceiptActions } from './receipt-actions';
import { UploadProgressRow } from './upload-progress-row';
import { ZonedTime } from './zoned-time';

type Answers = { questions: Record<string, string>; termsAccepted: string[] };
type Security = { submissionRequirementId: string; issuer: string; reference: string };
/** The parts typed on this screen besides the forms, as the server saves them. */
type Draft = {
  answers: Answers;
  references: EntryOf<'reference'>[];
  subcontractors: EntryOf<'subcontractor'>[];
  securities: Security[];
};
type Item = BidSubmission['requirements']['items'][number];

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

const entriesOf = (definition: FormDefinition, saved: FormEntries | undefined): FormEntries => ({
  rows: liveRows(definition).map((row) => ({
    rowId: row.id,
    cells: { ...(saved?.rows.find((r) => r.rowId === row.id)?.cells ?? {}) },
  })),
});

function Bid({ params }: { params: BidPath }) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const locale = canadianLocale(i18n.language);
  // The confirmation step (issue 22): the summary shows before the submit is sent.
  const [reviewing, setReviewing] = useState(false);
  const { data, error, mutate } = useBidSubmission(params);
  const [forms, setForms] = useState<Record<string, FormEntries>>({});
  const [draft, setDraft] = useState<Draft>({
    answers: { questions: {}, termsAccepted: [] },
    references: [],
    subcontractors: [],
    securities: [],
  });
  const answers = draft.answers;
  const setAnswers = (next: Answers) => setDraft({ ...draft, answers: next });
  const [savedJson, setSavedJson] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const loadedFor = useRef<string | null>(null);

  // The drafts start from what the server holds: on the first answer and after each save or submit (whose
  // answer is the bid again), not after a file change, which leaves what is being typed as it is.
  useEffect(() => {
    if (!data || loadedFor.current !== null) return;
    loadedFor.current = 'loaded';
    const next: Record<string, FormEntries> = {};
    for (const form of data.requirements.forms)
      next[form.tenderTableId] = entriesOf(form.definition, data.parts.forms[form.tenderTableId]?.entries);
    const nextDraft: Draft = {
      answers: data.parts.answers?.content ?? { questions: {}, termsAccepted: [] },
      references: data.parts.references?.content ?? [],
      subcontractors: data.parts.subcontractors?.content ?? [],
      securities: data.parts.securities?.content ?? [],
    };
    setForms(next);
    setDraft(nextDraft);
    setSavedJson(JSON.stringify({ next, nextDraft }));
  }, [data]);

  const missing = useMemo<MissingItem[]>(() => {
    if (!data) return [];
    return findMissingItems({
      settings: data.requirements.settings,
      items: data.requirements.items,
      forms: data.requirements.forms,
      bid: {
        forms,
        answers: draft.answers,
        references: draft.references,
        subcontractors: draft.subcontractors,
        securities: draft.securities,
        files: data.files
          .filter((f) => f.state === 'stored' && f.sha256)
          .map((f) => ({
            submissionRequirementId: f.submissionRequirementId,
            fileName: f.fileName,
            size: f.size,
            sha256: f.sha256!,
          })),
      },
    });
  }, [data, forms, draft]);

  if (error) return <Alert variation="error">{formErrorsOf(error).message}</Alert>;
  if (!data) return <Text as="p">{t('submission.loading')}</Text>;

  const status = data.submission?.status;
  const editable = data.open && status !== 'complete';
  // A list of the draft (its references, its subcontractors) as its section takes it.
  const entryList = <List extends 'references' | 'subcontractors'>(list: List) => ({
    entries: draft[list],
    onChange: (entries: Draft[List]) => setDraft({ ...draft, [list]: entries }),
    editable,
    disabled: !editable || busy,
  });
  const unsaved = savedJson !== '' && savedJson !== JSON.stringify({ next: forms, nextDraft: draft });
  const submissionVersion = data.submission?.version ?? 0;

  const act = async (change: () => Promise<BidSubmission>, done: string) => {
    setMessage(null);
    setBusy(true);
    try {
      const next = await change();
      loadedFor.current = null;
      await mutate(next, { revalidate: false });
      setMessage({ kind: 'success', text: done });
    } catch (err) {
      const { message: text, fields } = formErrorsOf(err);
      setMessage({ kind: 'error', text: text ?? Object.values(fields)[0] ?? t('submission.failed') });
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = async () => {
    // What the server would refuse (a signed price, a malformed number) is refused here, before sending.
    const refused = refusedFormMessage(
      data.requirements.forms.map((form) => ({
        definition: form.definition,
        entries: forms[form.tenderTableId],
      })),
      i18n.language,
    );
    if (refused) throw new Error(refused);
    // Each changed part at its version; the bid's version moves with every save.
    let version = submissionVersion;
    let latest: BidSubmission | undefined;
    const saved = JSON.parse(savedJson || '{}') as {
      next?: Record<string, FormEntries>;
      nextDraft?: Draft;
    };
    for (const form of data.requirements.forms) {
      const entries = forms[form.tenderTableId];
      if (!entries || JSON.stringify(entries) === JSON.stringify(saved.next?.[form.tenderTableId])) continue;
      const result = computeForm(form.definition, entries);
      latest = await saveBidForm(
        { ...params, tenderTableId: form.tenderTableId },
        {
          submissionVersion: version,
          version: data.parts.forms[form.tenderTableId]?.version ?? 0,
          entries,
          // The discount figures too: the server refuses figures that differ from its engine's, so what the
          // supplier saw is what it commits to.
          totals: {
            subtotal: result.subtotal,
            tax: result.tax,
            total: result.total,
            promptPayDiscount: result.promptPayDiscount,
            totalAfterDiscount: result.totalAfterDiscount,
          },
        },
      );
      version = latest.submission?.version ?? version;
    }
    const changed = (part: keyof Draft) =>
      JSON.stringify(draft[part]) !== JSON.stringify(saved.nextDraft?.[part]);
    const savePart = async (body: Parameters<typeof saveBidPart>[1]) => {
      latest = await saveBidPart(params, body);
      version = latest.submission?.version ?? version;
    };
    const at = (part: 'answers' | 'references' | 'subcontractors' | 'securities') => ({
      submissionVersion: version,
      version: data.parts[part]?.version ?? 0,
    });
    if (changed('answers')) await savePart({ part: 'answers', ...at('answers'), content: draft.answers });
    if (changed('references'))
      await savePart({ part: 'references', ...at('references'), content: draft.references });
    if (changed('subcontractors'))
      await savePart({ part: 'subcontractors', ...at('subcontractors'), content: draft.subcontractors });
    if (changed('securities'))
      await savePart({ part: 'securities', ...at('securities'), content: draft.securities });
    return latest ?? data;
  };

  const storedFiles = data.files.filter((file) => file.state === 'stored');
  const items = (kind: Item['kind']) => data.requirements.items.filter((item) => item.kind === kind);
  const settings = data.requirements.settings;

  return (
    <>
      <Text as="p">
        <strong>{data.projectName}</strong>
      </Text>
      {data.closingDate && (
        <Text as="p">
          {`${t('submission.closing')} `}
          <ZonedTime iso={data.closingDate} agencyTimeZone={data.timeZone} />
        </Text>
      )}
      <Text as="p" data-testid="submission-status">
        {t(`submission.status.${status ?? 'none'}`)}
      </Text>
      {!data.open && <Alert variation="warning">{t('submission.closed')}</Alert>}
      <BidChoice params={params} data={data} />
      <NoBidPanel
        params={params}
        data={data}
        onChanged={(next) => void mutate(next, { revalidate: false })}
      />
      {data.submission?.receipt && (
        <Receipt receipt={data.submission.receipt} status={status} data={data} locale={locale} />
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
          entries={forms[form.tenderTableId] ?? entriesOf(form.definition, undefined)}
          locale={locale}
          disabled={!editable || busy}
          onChange={(entries) => setForms({ ...forms, [form.tenderTableId]: entries })}
        />
      ))}

      {settings.questions.used && items('question').length > 0 && (
        <BidSection name="questions" heading={t('submission.questions')}>
          {items('question').map((question) => (
            <TextField
              key={question.submissionRequirementId}
              label={`${String(question.content.text ?? question.title)}${question.content.mandatory ? ` (${t('submission.required')})` : ''}`}
              descriptiveText={
                question.content.answerType === 'number' ? t('submission.numberAnswer') : undefined
              }
              value={answers.questions[question.submissionRequirementId] ?? ''}
              isDisabled={!editable || busy}
              onChange={(e) =>
                setAnswers({
                  ...answers,
                  questions: { ...answers.questions, [question.submissionRequirementId]: e.target.value },
                })
              }
            />
          ))}
        </BidSection>
      )}

      {settings.terms.used && items('terms').length > 0 && (
        <BidSection name="terms" heading={t('submission.terms')}>
          {items('terms').map((terms) => (
            <div key={terms.submissionRequirementId}>
              <Text as="p">{String(terms.content.text ?? '')}</Text>
              <Check
                label={t('submission.accept', { title: terms.title })}
                checked={answers.termsAccepted.includes(terms.submissionRequirementId)}
                disabled={!editable || busy}
                onChange={(checked) =>
                  setAnswers({
                    ...answers,
                    termsAccepted: checked
                      ? [...answers.termsAccepted, terms.submissionRequirementId]
                      : answers.termsAccepted.filter((id) => id !== terms.submissionRequirementId),
                  })
                }
              />
            </div>
          ))}
        </BidSection>
      )}

      {settings.documents.used && items('document').length > 0 && (
        <BidSection name="documents" heading={t('submission.documents')}>
          {items('document').map((document) => (
            <DocumentUpload
              key={document.submissionRequirementId}
              params={params}
              requirement={document}
              files={data.files.filter((f) => f.submissionRequirementId === document.submissionRequirementId)}
              disabled={!editable || busy}
              onChanged={(next) => void mutate(next, { revalidate: false })}
            />
          ))}
        </BidSection>
      )}

      {settings.references.used && (
        <EntryListSection kind="reference" {...entryList('references')}>
          <Text as="p">{t('submission.referencesAsked', { count: settings.references.required })}</Text>
        </EntryListSection>
      )}
      {settings.subcontractors.used && (
        <EntryListSection kind="subcontractor" {...entryList('subcontractors')} />
      )}

      {settings.security.used && items('security').length > 0 && (
        <BidSection name="securities" heading={t('submission.securities')}>
          {items('security').map((security) => {
            const id = security.submissionRequirementId;
            const given = draft.securities.find((s) => s.submissionRequirementId === id) ?? {
              submissionRequirementId: id,
              issuer: '',
              reference: '',
            };
            const set = (field: 'issuer' | 'reference', value: string) => {
              const next = { ...given, [field]: value };
              const others = draft.securities.filter((s) => s.submissionRequirementId !== id);
              setDraft({
                ...draft,
                securities: next.issuer || next.reference ? [...others, next] : others,
              });
            };
            return (
              <fieldset key={id} className="tb-stack-form">
                <legend>{security.title}</legend>
                <TextField
                  label={t('submission.securityIssuer')}
                  value={given.issuer}
                  isDisabled={!editable || busy}
                  onChange={(e) => set('issuer', e.target.value)}
                />
                <TextField
                  label={t('submission.securityReference')}
                  value={given.reference}
                  isDisabled={!editable || busy}
                  onChange={(e) => set('reference', e.target.value)}
                />
              </fieldset>
            );
          })}
        </BidSection>
      )}

      {/* Only while the bid may change: after the closing or the submit, "can be submitted" is not so. */}
      {editable && (
        <BidSection name="missing" heading={t('submission.missingTitle')}>
          <MissingList missing={missing} testId="missing-list" />
        </BidSection>
      )}

      {data.open && (
        <Flex gap="small" wrap="wrap">
          {status !== 'complete' && (
            <>
              <Button
                isDisabled={busy || !unsaved}
                onClick={() => void act(saveDraft, t('submission.saved'))}
              >
                {t('submission.save')}
              </Button>
              <Button
                variation="primary"
                isDisabled={busy || data.noBid !== null}
                onClick={() => setReviewing(true)}
              >
                {status === 'withdrawn' ? t('submission.resubmit') : t('submission.submit')}
              </Button>
            </>
          )}
          {status === 'complete' && (
            <Button
              isDisabled={busy}
              onClick={() =>
                void act(() => withdrawBid(params, submissionVersion), t('submission.withdrawn'))
              }
            >
              {t('submission.withdraw')}
            </Button>
          )}
        </Flex>
      )}
      <ModalDialog
        open={reviewing}
        title={t('submission.review.title')}
        onCancel={() => setReviewing(false)}
        testId="bid-review"
        actions={
          <>
            <Button data-autofocus onClick={() => setReviewing(false)}>
              {t('submission.review.back')}
            </Button>
            {/* Nothing is sent while something is missing: the list says what to complete first. */}
            {missing.length === 0 && (
              <Button
                variation="primary"
                onClick={() => {
                  setReviewing(false);
                  void act(async () => {
                    const saved = unsaved ? await saveDraft() : data;
                    return submitBid(params, saved.submission?.version ?? 0);
                  }, t('submission.submitted'));
                }}
              >
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
    </>
  );
}

/** A file's size for people: bytes, kB or MB with the locale's digits (1 kB = 1,024 bytes, as uploads count). */
function fileSize(bytes: number, locale: CanadianLocale): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const units = locale === 'fr-CA' ? ['octets', 'ko', 'Mo'] : ['bytes', 'kB', 'MB'];
  if (bytes < 1024) return `${number(bytes, 0)}\u00a0${units[0]}`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 1)}\u00a0${units[1]}`;
  return `${number(bytes / (1024 * 1024), 1)}\u00a0${units[2]}`;
}

/** What is still missing, as the rule the server runs on submit words it; or that nothing is. */
function MissingList({ missing, testId }: { missing: MissingItem[]; testId: string }) {
  const { t } = useTranslation(PORTAL_NS);
  return missing.length === 0 ? (
    <Text as="p">{t('submission.nothingMissing')}</Text>
  ) : (
    <ul data-testid={testId}>
      {missing.map((item, index) => (
        <li key={index}>{t(`submission.missing.${item.code}`, missingValues(item))}</li>
      ))}
    </ul>
  );
}

/** A form's figures as the supplier commits to them: total, and the buyer's prompt-pay discount with the total after it. */
function FormFigures({
  definition,
  figures,
  locale,
  testId,
}: {
  definition: FormDefinition;
  figures: {
    subtotal?: string;
    tax?: string;
    total: string;
    promptPayDiscount?: string;
    totalAfterDiscount?: string;
  };
  locale: CanadianLocale;
  testId: string;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const terms = promptPayTerms(definition, locale);
  const amount = (value: string | undefined) => (value === undefined ? '' : formatMoney(value, locale));
  return (
    <dl className="tb-details" data-testid={`totals-${testId}`}>
      {figures.subtotal !== undefined && (
        <>
          <dt>{t('submission.subtotal')}</dt>
          <dd>{amount(figures.subtotal)}</dd>
        </>
      )}
      {figures.tax !== undefined && (
        <>
          <dt>{t('submission.tax')}</dt>
          <dd>{amount(figures.tax)}</dd>
        </>
      )}
      <dt>{t('submission.total')}</dt>
      <dd data-testid={`total-${testId}`}>{amount(figures.total)}</dd>
      {terms !== undefined && (
        <>
          <dt>{t('submission.promptPayDiscount', { terms })}</dt>
          <dd data-testid={`discount-${testId}`}>{amount(figures.promptPayDiscount)}</dd>
          <dt>{t('submission.totalAfterDiscount')}</dt>
          <dd data-testid={`after-discount-${testId}`}>{amount(figures.totalAfterDiscount)}</dd>
        </>
      )}
    </dl>
  );
}

function missingValues(item: MissingItem): Record<string, string | number> {
  if ('title' in item) return { title: item.title };
  if (item.code === 'referencesTooFew') return { required: item.required, given: item.given };
  return {};
}

function Receipt({
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

function BidForm({
  tenderTableId,
  definition,
  entries,
  locale,
  disabled,
  onChange,
}: {
  tenderTableId: string;
  definition: FormDefinition;
  entries: FormEntries;
  locale: CanadianLocale;
  disabled: boolean;
  onChange: (entries: FormEntries) => void;
}) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const result = useMemo(() => computeForm(definition, entries), [definition, entries]);
  const refused = useMemo(() => refusedBidCells(result), [result]);
  const refusalOf = (rowId: string, key: string) =>
    refused.find((p) => p.rowId === rowId && p.columnKey === key);
  const columns = liveColumns(definition);
  const rows = liveRows(definition);
  const headingId = `bid-form-${tenderTableId}`;
  const setCell = (rowId: string, key: string, value: string) =>
    onChange({
      ...entries,
      rows: entries.rows.map((row) =>
        row.rowId === rowId ? { ...row, cells: { ...row.cells, [key]: value } } : row,
      ),
    });
  // A computed cell in the UI language, grouped, from its exact decimal text (never through a float).
  const shown = (column: (typeof columns)[number], value: string) =>
    cellKind(column) === 'amount'
      ? formatMoney(value, locale)
      : cellKind(column) === 'quantity'
        ? formatNumber(value, locale)
        : value;
  const problemOf = (rowId: string, key: string) =>
    result.problems.find((p) => p.rowId === rowId && p.columnKey === key);
  return (
    <section aria-labelledby={headingId} className="tb-section">
      <Heading level={2} id={headingId}>
        {definition.name}
        {definition.mandatory ? ` (${t('submission.required')})` : ''}
      </Heading>
      {definition.instructionsText && <Text as="p">{definition.instructionsText}</Text>}
      <DataTable label={definition.name}>
        <thead>
          <tr>
            <th scope="col">{t('submission.line')}</th>
            {columns.map((column) => (
              <th scope="col" key={column.key}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const line = lineLabel(definition, index);
            const computed = result.rows.find((r) => r.rowId === row.id)?.cells ?? {};
            const typed = entries.rows.find((r) => r.rowId === row.id)?.cells ?? {};
            return (
              <tr key={row.id}>
                <th scope="row">{line}</th>
                {columns.map((column) => {
                  if (!column.bidderInput || column.formula)
                    return <td key={column.key}>{shown(column, computed[column.key] ?? '')}</td>;
                  const refusal = refusalOf(row.id, column.key);
                  const errorId = `bid-cell-error-${tenderTableId}-${row.id}-${column.key}`;
                  return (
                    <td key={column.key}>
                      <input
                        className="amplify-input"
                        aria-label={t('submission.cell', { column: column.name, line })}
                        aria-invalid={problemOf(row.id, column.key) ? true : undefined}
                        aria-describedby={refusal ? errorId : undefined}
                        inputMode="decimal"
                        value={typed[column.key] ?? ''}
                        disabled={disabled}
                        onChange={(e) => setCell(row.id, column.key, e.target.value)}
                      />
                      {refusal && (
                        <Text as="span" variation="error" fontSize="small" id={errorId}>
                          {bidRuleMessage(refusal.code, i18n.language)}
                        </Text>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      <FormFigures definition={definition} figures={result} locale={locale} testId={tenderTableId} />
    </section>
  );
}

function DocumentUpload({
  params,
  requirement,
  files,
  disabled,
  onChanged,
}: {
  params: BidPath;
  requirement: Item;
  files: BidSubmission['files'];
  disabled: boolean;
  onChanged: (next: BidSubmission) => void;
}) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploaderRef = useRef<Uploader | null>(null);
  useEffect(() => () => uploaderRef.current?.destroy(), []);
  const stored = files.find((f) => f.state === 'stored');
  const inputId = `bid-file-${requirement.submissionRequirementId}`;

  const upload = async () => {
    if (!file) {
      setError(t('submission.fileRequired'));
      return;
    }
    // The file the item forbids is refused before any byte is sent, with the server's text.
    const refused = refusedFileMessage(requirement.content, file, i18n.language);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    uploaderRef.current?.destroy();
    // The browser's digests (each part's, signed into its URL, and the file's) come from a worker while
    // the parts go (decision 059).
    const uploader = createUploader(
      bidFileUploadCalls(params, requirement.submissionRequirementId, fileDigests(file)),
    );
    uploaderRef.current = uploader;
    let answer: BidSubmission | undefined;
    uploader.on('upload-success', (_file, response) => {
      answer = (response.body as { document?: BidSubmission } | undefined)?.document;
    });
    try {
      const sent = await sendFile(
        uploader,
        file,
        { displayName: file.name, documentType: 'other', pageCount: 0 },
        setProgress,
      );
      setProgress(null);
      if (!sent) return;
      setFile(null);
      setInputKey((k) => k + 1);
      if (answer) onChanged(answer);
    } catch (err) {
      uploader.cancelAll();
      setProgress(null);
      setError(formErrorsOf(err).message ?? t('submission.failed'));
    }
  };

  return (
    <div className="tb-stack-form">
      <Heading level={3}>
        {requirement.title}
        {requirement.content.mandatory ? ` (${t('submission.required')})` : ''}
      </Heading>
      {requirement.content.instructions ? (
        <Text as="p">{String(requirement.content.instructions)}</Text>
      ) : null}
      {minimumPageCountOf(requirement.content) === 0 &&
        acceptedExtensionsOf(requirement.content).length > 0 && (
          <Text as="p" data-testid={`accepted-types-${requirement.submissionRequirementId}`}>
            {t('submission.acceptedTypes', {
              types: extensionsText(acceptedExtensionsOf(requirement.content)),
            })}
          </Text>
        )}
      {minimumPageCountOf(requirement.content) > 0 && (
        <Text as="p" data-testid={`minimum-pages-${requirement.submissionRequirementId}`}>
          {t('submission.minimumPages', { count: minimumPageCountOf(requirement.content) })}
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
            <Button
              size="small"
              onClick={() =>
                void removeBidFile(params, stored.fileId)
                  .then(onChanged)
                  .catch((err: unknown) => setError(formErrorsOf(err).message))
              }
            >
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
            accept={extensionsText(acceptedExtensionsOf(requirement.content)).replace(/ /g, '') || undefined}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setError(chosen ? refusedFileMessage(requirement.content, chosen, i18n.language) : null);
            }}
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
              onCancel={() => {
                uploaderRef.current?.cancelAll();
                setProgress(null);
              }}
            />
          )}
          <Button isLoading={progress !== null} onClick={() => void upload()}>
            {t('submission.upload')}
          </Button>
        </>
      )}
    </div>
  );
}

export default SubmissionPage;
