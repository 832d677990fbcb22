import { Alert, Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canPreviewDocument,
  DOCUMENT_NAME_MAX_LENGTH,
  DOCUMENT_TYPES,
  PROJECT_DOCUMENTS_MAX,
  type DocumentType,
} from '../../../../../../shared/domain/projects/documents';
import type { TDocument } from '../../../../../../shared/schemas/documents';
import { DataTable } from '../../../../components/ui/data-table';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { ConfirmDeleteDialog } from '../../../../components/ui/confirm-delete-dialog';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import { useAgencyTimeZone } from '../../../../lib/session';
import { canadianLocale } from '../../../../../../shared/domain/locale';
import { zonedInstant } from '../../../../lib/zoned-instant';
import { deleteDocument, downloadDocument, updateDocument } from '../../api/documents-api';
import type { ProjectScope } from '../../api/projects-api';
import { DOCUMENTS_NS } from '../../i18n/documents';
import { formatBytes } from '../../../../lib/format-bytes';
import { PdfPreview } from './pdf-preview';

/** The project's documents in their sort order, with move up/down, edit, delete, preview and download. */
export function DocumentList({
  scope,
  documents,
  locked,
  onChanged,
}: {
  scope: ProjectScope;
  documents: readonly TDocument[];
  locked: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const [editing, setEditing] = useState<TDocument | null>(null);
  const [deleting, setDeleting] = useState<TDocument | null>(null);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // In the agency's zone, named, as every time on the buyers' screens.
  const timeZone = useAgencyTimeZone() ?? 'UTC';

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setError(null);
    try {
      await action();
      await onChanged();
      if (done) notifier.notify(done, 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
      await onChanged();
    }
  };

  /** Swaps the sort orders of two neighbours (each saved at the version read). */
  const move = (index: number, by: -1 | 1) => {
    const a = documents[index]!;
    const b = documents[index + by]!;
    const [orderA, orderB] = a.sortOrder === b.sortOrder ? [index + by, index] : [b.sortOrder, a.sortOrder];
    void run(async () => {
      await updateDocument(scope, a, { sortOrder: orderA });
      await updateDocument(scope, b, { sortOrder: orderB });
    });
  };

  const open = async (document: TDocument) => {
    setError(null);
    try {
      const download = await downloadDocument(scope, document);
      if (download.previewable) setPreview({ url: download.url, name: document.displayName });
      else window.location.assign(download.url);
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  return (
    <Flex direction="column" gap="small">
      <h2>{t('list.label')}</h2>
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <p role="status">{t('list.count', { count: documents.length, max: PROJECT_DOCUMENTS_MAX })}</p>
      {documents.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <DataTable label={t('list.label')}>
          <thead>
            <tr>
              <th scope="col">{t('list.order')}</th>
              <th scope="col">{t('list.displayName')}</th>
              <th scope="col">{t('list.fileName')}</th>
              <th scope="col">{t('list.type')}</th>
              <th scope="col">{t('list.pages')}</th>
              <th scope="col">{t('list.size')}</th>
              <th scope="col">{t('list.uploaded')}</th>
              <th scope="col">{t('list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document, index) => {
              const name = document.displayName;
              const previewable = canPreviewDocument(document);
              return (
                <tr key={document.documentId}>
                  <td>
                    <Flex gap="xxs">
                      <Button
                        size="small"
                        isDisabled={locked || index === 0}
                        aria-label={t('list.moveUp', { name })}
                        onClick={() => move(index, -1)}
                      >
                        {t('list.up')}
                      </Button>
                      <Button
                        size="small"
                        isDisabled={locked || index === documents.length - 1}
                        aria-label={t('list.moveDown', { name })}
                        onClick={() => move(index, 1)}
                      >
                        {t('list.down')}
                      </Button>
                    </Flex>
                  </td>
                  <td>{name}</td>
                  <td>{document.fileName}</td>
                  <td className="tb-nowrap">{t(`types.${document.documentType}`)}</td>
                  <td className="tb-nowrap">{document.pageCount}</td>
                  <td className="tb-nowrap">{formatBytes(document.size, i18n.language)}</td>
                  <td>
                    {t('list.uploadedBy', {
                      date: zonedInstant(document.uploadedAt, timeZone, canadianLocale(i18n.language)),
                      name: document.uploadedByName ?? '—',
                    })}
                  </td>
                  <td>
                    <Flex gap="xs" wrap="wrap">
                      <Button
                        size="small"
                        aria-label={t(previewable ? 'list.previewItem' : 'list.downloadItem', { name })}
                        onClick={() => void open(document)}
                      >
                        {t(previewable ? 'list.preview' : 'list.download')}
                      </Button>
                      <Button
                        size="small"
                        isDisabled={locked}
                        aria-label={t('list.editItem', { name })}
                        onClick={() => setEditing(document)}
                      >
                        {t('list.edit')}
                      </Button>
                      <Button
                        size="small"
                        isDisabled={locked}
                        aria-label={t('list.deleteItem', { name })}
                        onClick={() => setDeleting(document)}
                      >
                        {t('list.delete')}
                      </Button>
                    </Flex>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      {editing && (
        <EditDialog
          document={editing}
          onCancel={() => setEditing(null)}
          onSave={async (changes) => {
            const saved = await updateDocument(scope, editing, changes);
            setEditing(null);
            await onChanged();
            notifier.notify(t('edit.saved', { name: saved.displayName }), 'success');
          }}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('delete.title')}
        body={t('delete.body', { name: deleting?.displayName ?? '' })}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const document = deleting;
          setDeleting(null);
          if (document)
            void run(() => deleteDocument(scope, document), t('delete.done', { name: document.displayName }));
        }}
      />
      {preview && <PdfPreview url={preview.url} name={preview.name} onClose={() => setPreview(null)} />}
    </Flex>
  );
}

function EditDialog({
  document,
  onCancel,
  onSave,
}: {
  document: TDocument;
  onCancel: () => void;
  onSave: (changes: { displayName: string; documentType: DocumentType; pageCount: number }) => Promise<void>;
}) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const [displayName, setDisplayName] = useState(document.displayName);
  const [documentType, setDocumentType] = useState<DocumentType>(document.documentType);
  const [pageCount, setPageCount] = useState(String(document.pageCount));
  const [error, setError] = useState<{ fields: Record<string, string>; message: string | null } | null>(null);
  const save = async () => {
    try {
      await onSave({ displayName: displayName.trim(), documentType, pageCount: Number(pageCount) });
    } catch (err) {
      setError(
        formErrorsOf(err, {
          documentDisplayNameExists: 'displayName',
          documentFrontEndNotPdf: 'documentType',
        }),
      );
    }
  };
  return (
    <ModalDialog
      open
      title={t('edit.title', { name: document.displayName })}
      onCancel={onCancel}
      testId="edit-document"
      actions={
        <>
          <Button data-autofocus onClick={onCancel}>
            {t('edit.cancel')}
          </Button>
          <Button variation="primary" onClick={() => void save()}>
            {t('edit.save')}
          </Button>
        </>
      }
    >
      <Flex direction="column" gap="small">
        {error?.message && (
          <Alert variation="error" role="alert">
            {error.message}
          </Alert>
        )}
        <TextField
          label={t('upload.displayName')}
          value={displayName}
          maxLength={DOCUMENT_NAME_MAX_LENGTH}
          hasError={Boolean(error?.fields.displayName)}
          errorMessage={error?.fields.displayName}
          onChange={(e) => setDisplayName(e.target.value)}
        />
        <SelectField
          label={t('upload.type')}
          value={documentType}
          hasError={Boolean(error?.fields.documentType)}
          errorMessage={error?.fields.documentType}
          onChange={(e) => setDocumentType(e.target.value as DocumentType)}
        >
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('upload.pageCount')}
          type="number"
          min={0}
          value={pageCount}
          hasError={Boolean(error?.fields.pageCount)}
          errorMessage={error?.fields.pageCount}
          onChange={(e) => setPageCount(e.target.value)}
        />
      </Flex>
    </ModalDialog>
  );
}
