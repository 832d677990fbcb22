import '../i18n/bids';
import { Button, Flex, Heading, Link as UiLink, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { findAnotherBidRefusal } from '../../../../../shared/domain/submissions/multiple-bids';
import { portalPaths } from '../../../config/portal-paths';
import { formErrorsOf } from '../../../lib/form-errors';
import { startAnotherBid, type BidPath, type BidSubmission } from '../api/submission-api';
import { PORTAL_NS } from '../i18n';

/** The link of one of the company's bids: its first at the bid's own address, the others by id. */
export const bidHref = (params: BidPath, submissionId: string | undefined, firstId: string | undefined) => {
  const here = portalPaths.bidSubmission.getHref(params.agencyDomain, params.projectId);
  return submissionId && submissionId !== firstId ? `${here}?bid=${encodeURIComponent(submissionId)}` : here;
};

/**
 * A company's bids on a tender that takes several (decision 060): each with its name and status, a link to
 * the others, and "start another bid" with its name (refused by the shared rule where the tender takes one,
 * so the button shows only where the server would accept it).
 */
export function BidChoice({ params, data }: { params: BidPath; data: BidSubmission }) {
  const { t } = useTranslation(PORTAL_NS);
  const navigate = useNavigate();
  const [label, setLabel] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!data.allowMultipleSubmissions) return null;
  const firstId = data.bids.find((b) => !b.label)?.submissionId;
  const nameOf = (bid: BidSubmission['bids'][number], index: number) =>
    bid.label ?? (index === 0 ? t('bids.firstBid') : t('bids.defaultLabel', { number: index + 1 }));
  const current = data.submission?.submissionId;
  const mayStart =
    findAnotherBidRefusal({
      allowMultipleSubmissions: data.allowMultipleSubmissions,
      open: data.open,
      bidCount: data.bids.length,
    }) === null;
  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await startAnotherBid(params, label ?? '');
      setLabel(null);
      navigate(bidHref(params, next.submission?.submissionId, firstId));
    } catch (err) {
      const { message, fields } = formErrorsOf(err);
      setError(fields['body.label'] ?? message ?? Object.values(fields)[0]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="bid-choice" className="tb-section">
      <Heading level={2} id="bid-choice">
        {t('bids.yourBids')}
      </Heading>
      {data.bids.length > 0 && (
        <ul data-testid="bid-list">
          {data.bids.map((bid, index) => (
            <li key={bid.submissionId}>
              {bid.submissionId === current ? (
                <strong>{t('bids.current', { name: nameOf(bid, index) })}</strong>
              ) : (
                <UiLink as={Link} to={bidHref(params, bid.submissionId, firstId)}>
                  {t('bids.open', { name: nameOf(bid, index) })}
                </UiLink>
              )}
              {`: ${t(`bids.status.${bid.status}`)}`}
            </li>
          ))}
        </ul>
      )}
      {mayStart && (
        <>
          <Text as="p">{t('bids.anotherHint')}</Text>
          {label === null ? (
            <Button
              size="small"
              onClick={() => setLabel(t('bids.defaultLabel', { number: Math.max(2, data.bids.length + 1) }))}
            >
              {t('bids.another')}
            </Button>
          ) : (
            <Flex direction="column" gap="small" className="tb-stack-form">
              <TextField
                label={t('bids.label')}
                value={label}
                maxLength={80}
                hasError={error !== undefined}
                errorMessage={error}
                onChange={(e) => setLabel(e.target.value)}
              />
              <Flex gap="small">
                <Button variation="primary" isDisabled={busy} onClick={() => void start()}>
                  {t('bids.start')}
                </Button>
                <Button isDisabled={busy} onClick={() => setLabel(null)}>
                  {t('bids.cancel')}
                </Button>
              </Flex>
            </Flex>
          )}
        </>
      )}
    </section>
  );
}
