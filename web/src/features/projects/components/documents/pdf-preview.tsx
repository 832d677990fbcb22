import { Alert, Button, Flex, Loader } from '@aws-amplify/ui-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { DOCUMENTS_NS } from '../../i18n/documents';

type PdfDocument = PDFDocumentProxy;

/** pdf.js and its worker load on the first preview only, never with the rest of the app. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** A secured PDF (spec 2 §5.4): password-protected, or encrypted with permissions. */
const isPasswordError = (error: unknown) => (error as { name?: string })?.name === 'PasswordException';

/**
 * The in-browser preview of a PDF up to 5 MB, page by page on a canvas. A secured PDF shows the spec's
 * warning instead: the preview will not work, and suppliers must register to view it.
 */
export function PdfPreview({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<'loading' | 'ready' | 'secured' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const task = pdfjs.getDocument({ url });
        destroy = () => task.destroy();
        const opened = await task.promise;
        const { info } = await opened.getMetadata();
        if (cancelled) return;
        if ((info as { EncryptFilterName?: string } | undefined)?.EncryptFilterName) setState('secured');
        else {
          setPdf(opened);
          setState('ready');
        }
      } catch (error) {
        if (!cancelled) setState(isPasswordError(error) ? 'secured' : 'failed');
      }
    })();
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let task: { cancel(): void } | undefined;
    void (async () => {
      const pdfPage = await pdf.getPage(page);
      const viewport = pdfPage.getViewport({ scale: 1.25 });
      const target = canvas.current;
      if (!target) return;
      target.width = viewport.width;
      target.height = viewport.height;
      const render = pdfPage.render({ canvas: target, viewport });
      task = render;
      await render.promise.catch(() => undefined);
    })();
    return () => task?.cancel();
  }, [pdf, page]);

  return (
    <ModalDialog
      open
      title={t('preview.title', { name })}
      onCancel={onClose}
      testId="pdf-preview"
      actions={
        <Button data-autofocus onClick={onClose}>
          {t('preview.close')}
        </Button>
      }
    >
      {state === 'loading' && (
        <Flex alignItems="center" gap="small" role="status">
          <Loader />
          <span>{t('preview.loading')}</span>
        </Flex>
      )}
      {state === 'secured' && (
        <Alert variation="warning" role="alert">
          {t('preview.secured')}
        </Alert>
      )}
      {state === 'failed' && (
        <Alert variation="error" role="alert">
          {t('preview.failed')}
        </Alert>
      )}
      {state === 'ready' && pdf && (
        <Flex direction="column" gap="small">
          <Flex alignItems="center" gap="small">
            <Button size="small" isDisabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('preview.previous')}
            </Button>
            <span role="status">{t('preview.page', { page, pages: pdf.numPages })}</span>
            <Button size="small" isDisabled={page >= pdf.numPages} onClick={() => setPage((p) => p + 1)}>
              {t('preview.next')}
            </Button>
          </Flex>
          <div
            className="tb-table-scroll"
            role="region"
            aria-label={t('preview.title', { name })}
            tabIndex={0}
          >
            <canvas ref={canvas} role="img" aria-label={t('preview.canvas', { page, name })} />
          </div>
        </Flex>
      )}
    </ModalDialog>
  );
}
