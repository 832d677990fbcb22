import '../i18n';
import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  wholeFieldExportRefusal,
  type ConflictDeclaration,
} from '../../../../../shared/domain/evaluation/evaluation-rules';
import { isExportAlreadyStarted } from '../../../../../shared/domain/submissions/submissions-export';
import { messageIn } from '../../../../../shared/errors';
import { EXPORT_ERRORS } from '../../../../../shared/errors/exports';
import type { TSubmissionsExport } from '../../../../../shared/schemas/submissions-export';
import { accessTo } from '../../../lib/access';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useAgencyTimeZone, useSession } from '../../../lib/session';
import { zonedInstant } from '../../../lib/zoned-instant';
import { useScope, useSubmissionsExportChanges, useSubmissionsExports } from '../api/submissions-export-api';
import { EXPORTS_NS } from '../i18n';
import { serverNow } from '../../../lib/server-clock';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { Loaded } from '../../../components/ui/loaded';

function formatSize(bytes: number, language: string): string {
  const locale = canadianLocale(language);
  const [unit, divisor] =
    bytes >= 1e9 ? ['gigabyte', 1e9] : bytes >= 1e6 ? ['megabyte', 1e6] : ['kilobyte', 1e3];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    bytes / (divisor as number),
  );
}

/**
 * The export of all completed submissions (docs/product/opening.md#exports, decision 058), self-contained so
 * that it can sit on Source → submissions: the "Export all submissions" button, the caller's pending exports
 * with their status (building, ready, failed with a retry), their download and removal. The realtime hook
 * revalidates the list on exportReady (and exportFailed); the change is announced in a live region.
 * `declarations` are the user's conflict declarations on the project's bids, as the list above knows them:
 * the export holds every bid, so it is not offered to whoever declared a conflict, for the server's reason.
 */
export function SubmissionsExportPanel({
  projectId,
  declarations = [],
}: {
  projectId: string;
  declarations?: readonly ConflictDeclaration[];
}) {
  const { t, i18n } = useTranslation(EXPORTS_NS);
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useScope();
  const list = useSubmissionsExports(scope, projectId);
  const changes = useSubmissionsExportChanges(scope, projectId);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const canAct = accessTo(session, pathname).canAct;
  // In the agency's time zone, named, as the submissions above it (it used the browser's).
  const timeZone = useAgencyTimeZone() ?? 'UTC';
  const exports = list.data?.exports;
  const refusal = wholeFieldExportRefusal(declarations);

  // An export that was building and is now ready or failed: say so where a screen reader hears it.
  const seen = useRef(new Map<string, TSubmissionsExport['status']>());
  useEffect(() => {
    for (const e of exports ?? []) {
      const before = seen.current.get(e.exportId);
      if (before === 'building' && e.status !== 'building')
        setAnnouncement(t(e.status === 'ready' ? 'readyNotice' : 'failedNotice', { name: e.name }));
      seen.current.set(e.exportId, e.status);
    }
  }, [exports, t]);

  const run = async (change: () => Promise<unknown>, done?: string) => {
    setError(null);
    setBusy(true);
    try {
      await change();
      if (done) notifier.notify(done, 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    } finally {
      setBusy(false);
    }
  };
  const request = () =>
    run(async () => {
      await changes.request();
      setAnnouncement(t('requested'));
    });
  const download = (e: TSubmissionsExport) =>
    run(async () => {
      const link = await changes.download(e.exportId);
      window.location.assign(link.url);
    }, t('downloaded'));

  const building = isExportAlreadyStarted(exports ?? [], serverNow());

  return (
    <section aria-labelledby="submissions-export" className="tb-section">
      <Heading level={2} id="submissions-export">
        {t('heading')}
      </Heading>
      <p>{t('intro')}</p>
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {canAct && refusal && (
        <p id="export-refused" className="tb-muted">
          {messageIn(EXPORT_ERRORS, refusal, i18n.language.startsWith('fr') ? 'fr' : 'en')}
        </p>
      )}
      {canAct && (
        <Button
          variation="primary"
          onClick={() => void request()}
          isDisabled={busy || building || refusal !== null}
          aria-describedby={refusal ? 'export-refused' : undefined}
        >
          {t('exportAll')}
        </Button>
      )}
      <p role="status" className="tb-muted">
        {announcement}
      </p>
      <Heading level={3}>{t('pending')}</Heading>
      <Loaded
        result={{ data: exports, error: list.error }}
        loadingText={t('loading')}
        failedText={t('loadError')}
        catalogueMessage={false}
      >
        {(exports) =>
          exports.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <table className="tb-table">
              <caption className="tb-visually-hidden">{t('pending')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('file')}</th>
                  <th scope="col">{t('requestedAt')}</th>
                  <th scope="col">{t('statusHeading')}</th>
                  <th scope="col">{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {exports.map((e) => (
                  <tr key={e.exportId}>
                    <th scope="row">{e.name}</th>
                    <td>{zonedInstant(e.requestedAt, timeZone, i18n.language)}</td>
                    <td>
                      {t(`status.${e.status}`)}
                      {e.status === 'ready' && e.size !== undefined && (
                        <>
                          <br />
                          <span className="tb-muted">
                            {t('contents', {
                              bids: e.bidCount ?? 0,
                              files: e.fileCount ?? 0,
                              size: formatSize(e.size, i18n.language),
                            })}
                          </span>
                        </>
                      )}
                    </td>
                    <td>
                      <Flex gap="small" wrap="wrap">
                        {e.status === 'ready' && (
                          <Button
                            size="small"
                            onClick={() => void download(e)}
                            aria-label={t('downloadOf', { name: e.name })}
                          >
                            {t('download')}
                          </Button>
                        )}
                        {e.status === 'failed' && canAct && (
                          <Button size="small" onClick={() => void request()} isDisabled={busy || building}>
                            {t('retry')}
                          </Button>
                        )}
                        {e.status !== 'building' && (
                          <Button
                            size="small"
                            variation="link"
                            onClick={() => void run(() => changes.remove(e.exportId), t('removed'))}
                            aria-label={t('removeOf', { name: e.name })}
                          >
                            {t('remove')}
                          </Button>
                        )}
                      </Flex>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}
