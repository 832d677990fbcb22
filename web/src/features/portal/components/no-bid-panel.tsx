import '../i18n/bids';
import { Alert, Button, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  findNoBidRefusal,
  NO_BID_REASON_MAX_LENGTH,
} from '../../../../../shared/domain/submissions/multiple-bids';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextArea } from '../../../components/ui/text-area';
import { formErrorsOf } from '../../../lib/form-errors';
import { declareNoBid, undoNoBid, type BidPath, type BidSubmission } from '../api/submission-api';
import { PORTAL_NS } from '../i18n';
import { ZonedTime } from './zoned-time';

/**
 * "No bid" on the bid screen (decision 060), where the tender offers it: a button opening a dialog for an
 * optional reason; once declared, when and why, with Undo until the closing. The refusal is the server's
 * rule (a bid handed in blocks it), so the button says why it is not offered rather than failing.
 */
export function NoBidPanel({
  params,
  data,
  onChanged,
}: {
  params: BidPath;
  data: BidSubmission;
  onChanged: (next: BidSubmission) => void;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  if (!data.noBidOffered) return null;
  const refusal = findNoBidRefusal({
    onlineSubmissionShowNoBid: data.noBidOffered,
    open: data.open,
    statuses: data.bids.map((b) => b.status),
  });
  const run = async (change: () => Promise<BidSubmission>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      onChanged(await change());
      setOpen(false);
      setMessage({ kind: 'success', text: done });
    } catch (err) {
      const { message: text, fields } = formErrorsOf(err);
      setMessage({ kind: 'error', text: text ?? Object.values(fields)[0] ?? '' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="no-bid" className="tb-section" data-testid="no-bid">
      <Heading level={2} id="no-bid">
        {t('bids.noBid.title')}
      </Heading>
      <div aria-live="polite">
        {message && !open && (
          <Alert variation={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
      </div>
      {data.noBid ? (
        <>
          <Text as="p">
            {`${t('bids.noBid.declared')} `}
            <ZonedTime iso={data.noBid.declaredAt} agencyTimeZone={data.timeZone} />
          </Text>
          {data.noBid.reason && (
            <Text as="p">{t('bids.noBid.reasonGiven', { reason: data.noBid.reason })}</Text>
          )}
          {data.open && (
            <Button
              isDisabled={busy}
              onClick={() => void run(() => undoNoBid(params), t('bids.noBid.undone'))}
            >
              {t('bids.noBid.undo')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Text as="p">
            {refusal === 'noBidWhileSubmitted' ? t('bids.noBid.blocked') : t('bids.noBid.explain')}
          </Text>
          {refusal === null && <Button onClick={() => setOpen(true)}>{t('bids.noBid.declare')}</Button>}
        </>
      )}
      <ModalDialog
        open={open}
        title={t('bids.noBid.declare')}
        testId="no-bid-dialog"
        onCancel={() => setOpen(false)}
        actions={
          <>
            <Button data-autofocus isDisabled={busy} onClick={() => setOpen(false)}>
              {t('bids.cancel')}
            </Button>
            <Button
              variation="primary"
              isDisabled={busy}
              onClick={() => void run(() => declareNoBid(params, reason), t('bids.noBid.done'))}
            >
              {t('bids.noBid.confirm')}
            </Button>
          </>
        }
      >
        <Text as="p">{t('bids.noBid.explain')}</Text>
        <TextArea
          label={t('bids.noBid.reason')}
          value={reason}
          maxLength={NO_BID_REASON_MAX_LENGTH}
          onChange={setReason}
          error={open && message?.kind === 'error' ? message.text : undefined}
        />
      </ModalDialog>
    </section>
  );
}
