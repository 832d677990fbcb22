import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import { promptPayTerms } from '../../../../../shared/domain/forms/prompt-pay';
import {
  filesVerification,
  receiptCode,
  receiptNumber,
} from '../../../../../shared/domain/submissions/receipt';
import * as routes from '../../../api/routes.gen';
import { receiptPaths } from '../../../config/receipt-paths';
import { call } from '../../../lib/api';
import type { BidPath, BidSubmission } from '../api/submission-api';
import { isHandedIn } from '../../../../../shared/domain/submissions/submission-status';
import { PORTAL_NS } from '../i18n';
import '../i18n/receipts';

type Submission = NonNullable<BidSubmission['submission']>;
type Receipt = NonNullable<Submission['receipt']>;

/** The server's time as the agency reads it, then exactly as the server wrote it. */
const instantText = (iso: string, timeZone: string, lang: string) =>
  `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'long', timeZone }).format(new Date(iso))} (${iso})`;

/**
 * Below the bid's receipt (decision 059): its number and code, the PDF download (jspdf loads on the first
 * click), the link to the public verification page, and a warning when the read-back found that a file
 * of the receipt differs in storage from what the browser read.
 */
export function ReceiptActions({ bid }: { bid: BidSubmission }) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submission = bid.submission;
  const receipt = submission?.receipt;
  if (!submission || !receipt) return null;
  const code = receiptCode({
    agencyDomain: bid.agencyDomain,
    projectId: bid.projectId,
    submissionId: submission.submissionId,
    digest: receipt.digest,
  });
  const number = receiptNumber(receipt.digest);
  const receiptFiles = bid.files.filter(
    (file) => file.sha256 && receipt.files.some((r) => r.sha256 === file.sha256),
  );
  const mismatch = filesVerification(receiptFiles) === 'mismatch';

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const [{ downloadReceiptPdf }, agency] = await Promise.all([
        import('../../../lib/receipt-pdf'),
        call(routes.findPublicAgency, { params: { agencyDomain: bid.agencyDomain } }).catch(() => undefined),
      ]);
      await downloadReceiptPdf(
        sheetOf(bid, submission, receipt, {
          agencyName: agency?.name ?? bid.agencyDomain,
          number,
          code,
          verifyUrl: `${window.location.origin}${receiptPaths.verify.getHref(code)}`,
          t,
          lang: i18n.language,
        }),
        t('receipts.fileName', { number }),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t('receipts.number')} className="tb-section" data-testid="receipt-actions">
      <dl className="tb-details">
        <dt>{t('receipts.number')}</dt>
        <dd data-testid="receipt-number">{number}</dd>
        <dt>{t('receipts.code')}</dt>
        <dd>
          <code data-testid="receipt-code" style={{ overflowWrap: 'anywhere' }}>
            {code}
          </code>
        </dd>
      </dl>
      <Text as="p">{t('receipts.codeHint')}</Text>
      {mismatch && (
        <Alert variation="error" role="alert">
          {t('receipts.files.receiptMismatch')}
        </Alert>
      )}
      <Flex gap="small" alignItems="center" wrap="wrap">
        <Button onClick={() => void download()} isLoading={busy} loadingText={t('receipts.downloading')}>
          {t('receipts.download')}
        </Button>
        <Link to={receiptPaths.verify.getHref(code)}>{t('receipts.verifyLink')}</Link>
      </Flex>
      {failed && <Alert variation="error">{t('receipts.downloadFailed')}</Alert>}
    </section>
  );
}

/** The PDF's content in the supplier's language. */
function sheetOf(
  bid: BidSubmission,
  submission: Submission,
  receipt: Receipt,
  extra: {
    agencyName: string;
    number: string;
    code: string;
    verifyUrl: string;
    t: (key: string, options?: Record<string, unknown>) => string;
    lang: string;
  },
) {
  const { t } = extra;
  return {
    title: t('receipts.pdf.title'),
    facts: [
      [t('receipts.number'), extra.number],
      [t('receipts.pdf.agency'), extra.agencyName],
      [t('receipts.pdf.project'), bid.projectName],
      [t('receipts.pdf.company'), submission.companyName],
      [t('receipts.pdf.receivedAt'), instantText(receipt.submittedAt, bid.timeZone, extra.lang)],
      [t('receipts.pdf.digest'), receipt.digest],
      ...discountFacts(bid, extra),
    ] as const,
    filesHeading: t('receipts.pdf.files'),
    noFiles: t('receipts.pdf.noFiles'),
    files: receipt.files.map((file) => ({
      name: file.fileName,
      size: t('receipts.pdf.size', { size: file.size }),
      sha256: file.sha256,
    })),
    codeLabel: t('receipts.code'),
    code: extra.code,
    verifyText: t('receipts.pdf.verify'),
    verifyUrl: extra.verifyUrl,
  };
}

/**
 * The prompt-pay discount of each form that has one (issue 22): its terms and the total after it, as the
 * server stored them with the bid. None once the bid is withdrawn: its parts may have changed since.
 */
function discountFacts(
  bid: BidSubmission,
  extra: { t: (key: string, options?: Record<string, unknown>) => string; lang: string },
): [string, string][] {
  const status = bid.submission?.status;
  if (!status || !isHandedIn(status)) return [];
  const locale = canadianLocale(extra.lang);
  return bid.requirements.forms.flatMap(({ tenderTableId, definition }) => {
    const terms = promptPayTerms(definition, locale);
    const totals = bid.parts.forms[tenderTableId]?.totals;
    if (terms === undefined || !totals) return [];
    return [
      [
        extra.t('receipts.pdf.discount', { form: definition.name, terms }),
        formatMoney(totals.promptPayDiscount, locale),
      ],
      [
        extra.t('receipts.pdf.afterDiscount', { form: definition.name }),
        formatMoney(totals.totalAfterDiscount, locale),
      ],
    ];
  });
}

type Verification = 'verifying' | 'verified' | 'mismatch';
/** How often, and how many times, a file being read back is asked about again. */
const RECHECK_MS = 2000;
const RECHECKS = 30;

/**
 * A stored bid file's read-back, beside its SHA-256 on the documents list. While the server reads the file
 * back, the note asks for the bid again every two seconds and shows this file's outcome; it keeps what it
 * learns to itself, so that the screen's unsaved typing is never replaced by a fresh copy of the bid.
 */
export function FileVerificationNote(props: { bid: BidPath; fileId: string; verification?: Verification }) {
  const { t } = useTranslation(PORTAL_NS);
  const [learnt, setLearnt] = useState<{ fileId: string; verification: Verification }>();
  const { fileId } = props;
  const { agencyDomain, projectId } = props.bid;
  const verification = learnt?.fileId === fileId ? learnt.verification : props.verification;
  useEffect(() => {
    if (verification !== 'verifying') return;
    let asked = 0;
    const timer = setInterval(() => {
      asked += 1;
      if (asked > RECHECKS) return clearInterval(timer);
      void call(routes.getBidSubmission, { params: { agencyDomain, projectId } }).then(
        (fresh) => {
          const now = fresh.files.find((file) => file.fileId === fileId)?.verification;
          if (now && now !== 'verifying') {
            clearInterval(timer);
            setLearnt({ fileId, verification: now });
          }
        },
        () => undefined,
      );
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [agencyDomain, projectId, fileId, verification]);
  if (!verification) return null;
  if (verification === 'mismatch')
    return (
      <Alert variation="error" role="alert" data-testid="file-mismatch">
        {t('receipts.files.mismatch')}
      </Alert>
    );
  return (
    <Text as="span" role="status" data-testid={`file-${verification}`}>
      {t(`receipts.files.${verification}`)}
    </Text>
  );
}
