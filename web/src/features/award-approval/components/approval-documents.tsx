import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAwardApproval } from '../../../../../shared/schemas/award-approvals';
import { DataTable } from '../../../components/ui/data-table';
import { formErrorsOf } from '../../../lib/form-errors';
import { useAwardApprovalChanges, useTenantScope } from '../api/award-approvals-api';
import { AWARD_APPROVAL_NS } from '../i18n';
import { movedIds } from '../lib/approval-form';

/**
 * The approval's documents in their order: download each; while editable, move one up or down (buttons,
 * so the keyboard orders them as the mouse does) and remove it. Every change is saved at once.
 */
export function ApprovalDocuments({
  projectId,
  approval,
  editable,
  onError,
}: {
  projectId: string;
  approval: TAwardApproval;
  editable: boolean;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation(AWARD_APPROVAL_NS);
  const scope = useTenantScope();
  const changes = useAwardApprovalChanges(scope, projectId);
  const [busy, setBusy] = useState(false);
  const documents = approval.documents;
  const ids = documents.map((d) => d.documentId);

  const run = async (action: () => Promise<unknown>) => {
    onError(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onError(formErrorsOf(error).message);
    } finally {
      setBusy(false);
    }
  };
  const download = (documentId: string) =>
    void run(async () => window.location.assign((await changes.download(approval, documentId)).url));

  return (
    <section aria-labelledby="approval-attached">
      <Heading level={3} id="approval-attached">
        {t('documents.attached')}
      </Heading>
      {documents.length === 0 ? (
        <p>{t('documents.none')}</p>
      ) : (
        <DataTable label={t('documents.attached')} data-testid="approval-documents">
          <thead>
            <tr>
              {editable && <th scope="col">{t('documents.order')}</th>}
              <th scope="col">{t('documents.name')}</th>
              <th scope="col">{t('documents.source')}</th>
              <th scope="col">{t('documents.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((d, index) => {
              const name = d.title || d.fileName;
              return (
                <tr key={d.documentId}>
                  {editable && (
                    <td>
                      <Flex gap="xxs">
                        <Button
                          size="small"
                          isDisabled={busy || index === 0}
                          aria-label={t('documents.moveUp', { name })}
                          onClick={() =>
                            void run(() => changes.orderDocuments(approval, movedIds(ids, index, -1)))
                          }
                        >
                          {t('documents.up')}
                        </Button>
                        <Button
                          size="small"
                          isDisabled={busy || index === documents.length - 1}
                          aria-label={t('documents.moveDown', { name })}
                          onClick={() =>
                            void run(() => changes.orderDocuments(approval, movedIds(ids, index, 1)))
                          }
                        >
                          {t('documents.down')}
                        </Button>
                      </Flex>
                    </td>
                  )}
                  <td>{name}</td>
                  <td>{t(`documents.sources.${d.summaryReport ? 'report' : d.source}`)}</td>
                  <td>
                    <Flex gap="xs" wrap="wrap">
                      <Button
                        size="small"
                        isDisabled={busy}
                        aria-label={t('documents.downloadItem', { name })}
                        onClick={() => download(d.documentId)}
                      >
                        {t('documents.download')}
                      </Button>
                      {editable && (
                        <Button
                          size="small"
                          isDisabled={busy}
                          aria-label={t('documents.removeItem', { name })}
                          onClick={() => void run(() => changes.detach(approval, d.documentId))}
                        >
                          {t('documents.remove')}
                        </Button>
                      )}
                    </Flex>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
