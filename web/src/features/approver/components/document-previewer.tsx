import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PdfPageCanvas, usePdfDocument } from '../../../components/ui/pdf-pages';
import { APPROVER_NS } from '../i18n';
import { wrapIndex } from '../lib/wrap';
import { Loading } from '../../../components/ui/load-status';

export interface PreviewedDocument {
  id: string;
  name: string;
  /** A PDF or an image, which the browser can show. */
  previewable: boolean;
}

/** Where the browser reads a document: a one-minute URL asked for when it is shown. */
export type ResolveDocument = (id: string) => Promise<{ url: string; contentType: string }>;
/** A one-minute URL that downloads a document (an attachment), asked for on the click. */
export type DownloadDocument = (id: string) => Promise<{ url: string }>;

type Shown =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; url: string; contentType: string };

/**
 * The approver's document previewer (docs/product/evaluation-and-award.md#links): one document at a time,
 * previous and next wrapping around the list, close; a PDF's pages on a canvas (pdf.js, loaded on the first
 * preview only), an image as an image, any other file offered as a download. Inside a modal dialog: Escape
 * closes it.
 */
export function DocumentPreviewer({
  documents,
  start,
  resolve,
  download,
  onClose,
}: {
  documents: readonly PreviewedDocument[];
  start: number;
  resolve: ResolveDocument;
  download: DownloadDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation(APPROVER_NS);
  const [index, setIndex] = useState(start);
  const document = documents[index]!;
  const title = t('previewer.title', { name: document.name, index: index + 1, total: documents.length });
  const several = documents.length > 1;
  return (
    <ModalDialog
      open
      title={title}
      onCancel={onClose}
      testId="document-previewer"
      actions={
        <Flex gap="small" wrap="wrap">
          {several && (
            <Button onClick={() => setIndex((i) => wrapIndex(i, -1, documents.length))}>
              {t('previewer.previous')}
            </Button>
          )}
          {several && (
            <Button onClick={() => setIndex((i) => wrapIndex(i, 1, documents.length))}>
              {t('previewer.next')}
            </Button>
          )}
          <Button data-autofocus variation="primary" onClick={onClose}>
            {t('previewer.close')}
          </Button>
        </Flex>
      }
    >
      <div aria-live="polite" className="tb-visually-hidden">
        {title}
      </div>
      <DocumentView key={document.id} document={document} resolve={resolve} download={download} />
    </ModalDialog>
  );
}

/** One document: its URL asked for, then shown as a PDF, an image, or offered as a download. */
function DocumentView({
  document,
  resolve,
  download,
}: {
  document: PreviewedDocument;
  resolve: ResolveDocument;
  download: DownloadDocument;
}) {
  const { t } = useTranslation(APPROVER_NS);
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    resolve(document.id).then(
      (file) => !cancelled && setShown({ state: 'ready', ...file }),
      (error: Error) => !cancelled && setShown({ state: 'failed', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [document.id, resolve]);
  if (shown.state === 'loading') return <Loading text={t('previewer.loading')} />;
  if (shown.state === 'failed')
    return (
      <Alert variation="error" role="alert">
        {shown.message}
      </Alert>
    );
  const link = <DownloadButton id={document.id} name={document.name} download={download} />;
  if (!document.previewable)
    return (
      <Flex direction="column" gap="small">
        <p>{t('previewer.notPdf')}</p>
        {link}
      </Flex>
    );
  if (shown.contentType.startsWith('image/'))
    return (
      <Flex direction="column" gap="small">
        <img src={shown.url} alt={document.name} style={{ maxWidth: '100%', height: 'auto' }} />
        {link}
      </Flex>
    );
  return <PdfView url={shown.url} name={document.name} link={link} />;
}

/** Downloads the document: its attachment URL asked for on the click, so it is never a stale one. */
function DownloadButton({ id, name, download }: { id: string; name: string; download: DownloadDocument }) {
  const { t } = useTranslation(APPROVER_NS);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Flex direction="column" gap="xs">
      <div>
        <Button
          size="small"
          onClick={() =>
            download(id).then(
              ({ url }) => window.location.assign(url),
              (error: Error) => setFailed(error.message),
            )
          }
        >
          {t('previewer.download', { name })}
        </Button>
      </div>
      {failed && <Alert variation="error">{failed}</Alert>}
    </Flex>
  );
}

/** A PDF page by page; a secured or unreadable file says so and offers its download. */
function PdfView({ url, name, link }: { url: string; name: string; link: ReactNode }) {
  const { t } = useTranslation(APPROVER_NS);
  const { state, pdf } = usePdfDocument(url);
  const [page, setPage] = useState(1);
  if (state === 'loading') return <Loading text={t('previewer.loading')} />;
  if (state !== 'ready' || !pdf)
    return (
      <Flex direction="column" gap="small">
        <Alert variation={state === 'secured' ? 'warning' : 'error'} role="alert">
          {t(state === 'secured' ? 'previewer.secured' : 'previewer.failed')}
        </Alert>
        {link}
      </Flex>
    );
  return (
    <Flex direction="column" gap="small">
      {pdf.numPages > 1 && (
        <Flex alignItems="center" gap="small" wrap="wrap">
          <Button size="small" isDisabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('previewer.previousPage')}
          </Button>
          <span role="status">{t('previewer.page', { page, pages: pdf.numPages })}</span>
          <Button size="small" isDisabled={page >= pdf.numPages} onClick={() => setPage((p) => p + 1)}>
            {t('previewer.nextPage')}
          </Button>
        </Flex>
      )}
      <PdfPageCanvas pdf={pdf} page={page} label={t('previewer.canvas', { page, name })} />
      {link}
    </Flex>
  );
}
