import { Alert } from '@aws-amplify/ui-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier, type Notice } from '../../lib/notify';

const AUTO_DISMISS_MS = 8000;

function Item({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (notice.kind === 'error') return; // errors stay until the user closes them
    const id = window.setTimeout(() => notifier.dismiss(notice.id), AUTO_DISMISS_MS);
    return () => window.clearTimeout(id);
  }, [notice]);
  return (
    <Alert
      variation={notice.kind}
      isDismissible
      onDismiss={() => notifier.dismiss(notice.id)}
      dismissButtonLabel={t('notifications.dismiss')}
    >
      {notice.message}
    </Alert>
  );
}

/**
 * The notifications (docs/product/errors.md#in-the-browser), top right; duplicates within 2 s were already
 * dropped by the notifier.
 */
export function Notifications() {
  const { t } = useTranslation();
  const notices = useSyncExternalStore(notifier.subscribe, notifier.list, notifier.list);
  return (
    <section className="tb-notifications" aria-label={t('notifications.label')} aria-live="polite">
      {notices.map((n) => (
        <Item key={n.id} notice={n} />
      ))}
    </section>
  );
}
