import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { parseReceiptCode } from '../../../../../shared/domain/submissions/receipt';
import type { TReceiptVerification } from '../../../../../shared/schemas/receipts';
import { TextArea } from '../../../components/ui/text-area';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchReceiptVerification } from '../api/receipts-api';
import { RECEIPTS_NS } from '../i18n';

/** The facts as a two-column grid: term, then its value. */
const VARIATION = { match: 'success', superseded: 'warning', unknown: 'error' } as const;

/**
 * /verify-receipt (issue 10 item 2, decision 059): anyone, without logging in, pastes a bid receipt's code
 * (or chooses the receipt PDF, whose properties hold it) and learns whether it matches what the platform
 * holds: match, superseded or unknown, with the facts that are not sealed. A link from the receipt fills
 * the code (`?code=`) and checks it at once.
 */
export function VerifyReceiptPage() {
  const { t, i18n } = useTranslation(RECEIPTS_NS);
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [result, setResult] = useState<TReceiptVerification>();
  const resultRef = useRef<HTMLDivElement>(null);

  const check = async (text: string) => {
    setResult(undefined);
    setFailed(undefined);
    // The pasted code never reaches the server, only the parts parseReceiptCode reads from it: its checks are the page's.
    if (text.trim() === '') return setFieldError(t('codeRequired'));
    const reference = parseReceiptCode(text);
    if (!reference) return setFieldError(t('codeInvalid'));
    setFieldError(undefined);
    setBusy(true);
    try {
      setResult(await fetchReceiptVerification(reference));
    } catch (error) {
      setFailed((error as Error).message || t('failed'));
    } finally {
      setBusy(false);
    }
  };

  // A link from a receipt checks its code at once.
  const linked = useRef(params.get('code'));
  useEffect(() => {
    if (linked.current) void check(linked.current);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  const readPdf = async (file: File | undefined) => {
    if (!file) return;
    const [{ codeInPdf }, bytes] = await Promise.all([
      import('../../../lib/receipt-pdf'),
      file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
    ]);
    const found = codeInPdf(bytes);
    if (!found) {
      setResult(undefined);
      return setFieldError(t('pdfNoCode'));
    }
    setCode(found);
    await check(found);
  };

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      <Text as="p">{t('intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('title')}>
        <Flex direction="column" gap="small">
          <TextArea
            label={t('code')}
            hint={t('codeHint')}
            name="code"
            rows={3}
            value={code}
            onChange={setCode}
            error={fieldError}
            spellCheck={false}
          />
          <label htmlFor="receipt-pdf">{t('pdf')}</label>
          <input
            id="receipt-pdf"
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => void readPdf(e.target.files?.[0])}
          />
          <div>
            <Button type="submit" variation="primary" isLoading={busy} loadingText={t('checking')}>
              {t('check')}
            </Button>
          </div>
        </Flex>
      </form>
      <div aria-live="polite">{failed && <Alert variation="error">{failed}</Alert>}</div>
      {result && (
        <section aria-labelledby="receipt-result" ref={resultRef} tabIndex={-1} data-testid="receipt-result">
          <Heading level={2} id="receipt-result">
            {t('result')}
          </Heading>
          <Alert variation={VARIATION[result.verdict]} data-testid={`verdict-${result.verdict}`}>
            {t(`verdict.${result.verdict}`)}
          </Alert>
          {result.verdict !== 'unknown' && <Facts result={result} lang={i18n.language} />}
        </section>
      )}
    </Flex>
  );
}

function Facts({ result, lang }: { result: TReceiptVerification; lang: string }) {
  const { t } = useTranslation(RECEIPTS_NS);
  const project = [result.projectNumber, result.projectName].filter(Boolean).join(' — ');
  return (
    <dl className="tb-details">
      <dt>{t('number')}</dt>
      <dd>{result.receiptNumber}</dd>
      <dt>{t('agency')}</dt>
      <dd>{result.agencyName}</dd>
      <dt>{t('project')}</dt>
      <dd>{project}</dd>
      <dt>{t('company')}</dt>
      <dd>{result.companyName}</dd>
      {result.submittedAt && (
        <>
          <dt>{t('receivedAt')}</dt>
          <dd>
            <time dateTime={result.submittedAt}>
              {new Intl.DateTimeFormat(lang, {
                dateStyle: 'long',
                timeStyle: 'long',
                timeZone: 'UTC',
              }).format(new Date(result.submittedAt))}
            </time>
          </dd>
        </>
      )}
      {result.files && (
        <>
          <dt>{t('files')}</dt>
          <dd>
            {result.files.count === 0
              ? t('noFiles')
              : t('filesSummary', {
                  count: result.files.count,
                  check: t(`filesCheck.${result.files.verification}`),
                })}
          </dd>
          {result.files.count > 0 && (
            <>
              <dt>{t('fileDigests')}</dt>
              <dd>
                <ul>
                  {result.files.sha256.map((sha256, i) => (
                    <li key={`${i}-${sha256}`}>
                      <code style={{ overflowWrap: 'anywhere' }}>{sha256}</code>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </>
      )}
    </dl>
  );
}

export default VerifyReceiptPage;
