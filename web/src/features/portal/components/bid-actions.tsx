import { Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidSubmission } from '../api/submission-api';
import type { BidState } from '../hooks/use-bid';
import { PORTAL_NS } from '../i18n';
import { BidReviewDialog } from './bid-review-dialog';

/**
 * The bid's actions while the tender is open: save and submit (through the review) a bid being prepared, or
 * withdraw one handed in.
 */
export function BidActions({ data, bid }: { data: BidSubmission; bid: BidState }) {
  const { t } = useTranslation(PORTAL_NS);
  // The confirmation step (issue 22): the summary shows before the submit is sent.
  const [reviewing, setReviewing] = useState(false);
  const status = data.submission?.status;
  return (
    <>
      {data.open && (
        <Flex gap="small" wrap="wrap">
          {status !== 'complete' && (
            <>
              <Button isDisabled={bid.busy || !bid.unsaved} onClick={bid.save}>
                {t('submission.save')}
              </Button>
              <Button
                variation="primary"
                isDisabled={bid.busy || data.noBid !== null}
                onClick={() => setReviewing(true)}
              >
                {status === 'withdrawn' ? t('submission.resubmit') : t('submission.submit')}
              </Button>
            </>
          )}
          {status === 'complete' && (
            <Button isDisabled={bid.busy} onClick={bid.withdraw}>
              {t('submission.withdraw')}
            </Button>
          )}
        </Flex>
      )}
      <BidReviewDialog
        open={reviewing}
        data={data}
        forms={bid.forms}
        missing={bid.missing}
        onBack={() => setReviewing(false)}
        onConfirm={() => {
          setReviewing(false);
          bid.submit();
        }}
      />
    </>
  );
}
