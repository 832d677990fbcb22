import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

/**
 * The in-browser PDF view (decision 029) that Build → Documents' preview and the approver's document
 * previewer (decision 066) share: pdf.js and its worker load on the first preview only, never with the rest
 * of the app, and a page draws on a canvas.
 */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** A secured PDF: password-protected, or encrypted with permissions. */
const isPasswordError = (error: unknown) => (error as { name?: string })?.name === 'PasswordException';

export type PdfState = 'loading' | 'ready' | 'secured' | 'failed';

/** Opens the PDF at `url`: loading, then ready (with the document), secured or failed. */
export function usePdfDocument(url: string): { state: PdfState; pdf: PDFDocumentProxy | null } {
  // What was opened, and from where: another URL is loading until its own answer comes.
  const [opened, setOpened] = useState<{ url: string; state: PdfState; pdf: PDFDocumentProxy | null }>();
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    const settle = (state: PdfState, pdf: PDFDocumentProxy | null = null) => {
      if (!cancelled) setOpened({ url, state, pdf });
    };
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const task = pdfjs.getDocument({ url });
        destroy = () => task.destroy();
        const document = await task.promise;
        const { info } = await document.getMetadata();
        if ((info as { EncryptFilterName?: string } | undefined)?.EncryptFilterName) settle('secured');
        else settle('ready', document);
      } catch (error) {
        settle(isPasswordError(error) ? 'secured' : 'failed');
      }
    })();
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);
  return opened?.url === url ? { state: opened.state, pdf: opened.pdf } : { state: 'loading', pdf: null };
}

/** One page of an open PDF on a canvas, as wide as its container allows (a phone's screen included). */
export function PdfPageCanvas({ pdf, page, label }: { pdf: PDFDocumentProxy; page: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
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
  return <canvas ref={canvas} role="img" aria-label={label} style={{ maxWidth: '100%', height: 'auto' }} />;
}
