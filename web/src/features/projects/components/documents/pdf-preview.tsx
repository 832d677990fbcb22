import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { PdfPageCanvas, usePdfDocument } from '../../../../components/ui/pdf-pages';
import { DOCUMENTS_NS } from '../../i18n/documents';
import { Loading } from '../../../../components/ui/load-status';

/**
 * The in-browser preview of a PDF up to 5 MB, page by page on a canvas. A secured PDF shows the spec's
 * warning instead: the preview will not work, and suppliers must register to view it.
 */
export function PdfPreview({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const { state, pdf } = usePdfDocument(url);
  const [page, setPage] = useState(1);

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
      {state === 'loading' && <Loading text={t('preview.loading')} />}
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
            <PdfPageCanvas pdf={pdf} page={page} label={t('preview.canvas', { page, name })} />
          </div>
        </Flex>
      )}
    </ModalDialog>
  );
}
