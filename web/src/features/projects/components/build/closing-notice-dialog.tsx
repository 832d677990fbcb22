import { Button } from '@aws-amplify/ui-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { BUILD_NS } from '../../i18n/build';

/** What the user chose: tell the registered suppliers, save without telling them, or not save at all. */
export type ClosingNoticeChoice = 'notify' | 'withoutNotice' | 'cancel';

/**
 * The question a moved closing of a bid out to suppliers asks before saving
 * (docs/product/projects.md#publication, decision 055): `ask(closing)` shows the new closing in the agency's
 * zone and resolves to the user's choice. Render `dialog` where the save is made. Cancel is focused first: it
 * is the choice that changes nothing.
 */
export function useClosingNoticeChoice(timeZone: string) {
  const { t, i18n } = useTranslation(BUILD_NS);
  const [asking, setAsking] = useState<{
    closing: string;
    answer: (choice: ClosingNoticeChoice) => void;
  } | null>(null);

  const ask = useCallback(
    (closing: string) =>
      new Promise<ClosingNoticeChoice>((resolve) =>
        setAsking({
          closing,
          answer: (choice) => {
            setAsking(null);
            resolve(choice);
          },
        }),
      ),
    [],
  );

  const closing = asking
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
        new Date(asking.closing),
      )
    : '';
  const dialog = (
    <ModalDialog
      open={asking !== null}
      title={t('closingNotice.title')}
      onCancel={() => asking?.answer('cancel')}
      testId="closing-notice"
      actions={
        <>
          <Button data-autofocus onClick={() => asking?.answer('cancel')}>
            {t('closingNotice.cancel')}
          </Button>
          <Button onClick={() => asking?.answer('withoutNotice')}>{t('closingNotice.withoutNotice')}</Button>
          <Button variation="primary" onClick={() => asking?.answer('notify')}>
            {t('closingNotice.notify')}
          </Button>
        </>
      }
    >
      <p>{t('closingNotice.body', { closing: `${closing} (${timeZone})` })}</p>
    </ModalDialog>
  );
  return { ask, dialog };
}
