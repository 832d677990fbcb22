import '../i18n';
import { Alert, Badge, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { criterionMax } from '../../../../../shared/domain/evaluation/evaluation-rules';
import type { TEvaluationReview } from '../../../../../shared/schemas/evaluation';
import { notifier } from '../../../lib/notify';
import { useEvaluationChanges, useEvaluationReview, useScope } from '../api/evaluation-api';
import { EVALUATION_NS } from '../i18n';
import { errorsByField } from '../lib/errors';
import { EvaluationFrame } from './evaluation-frame';
import { Loading } from '../../../components/ui/load-status';

// The chart loads with this screen only, never with /login or the shared vendor chunk.
const TotalsChart = lazy(() => import('./totals-chart'));

type Bid = TEvaluationReview['bids'][number];
type CriterionRow = Bid['criteria'][number];

function ConsensusEditor({ view, bid, row }: { view: TEvaluationReview; bid: Bid; row: CriterionRow }) {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const changes = useEvaluationChanges(useScope(), id);
  const criterion = view.criteria.find((c) => c.criterionId === row.criterionId)!;
  const [open, setOpen] = useState(false);
  const [score, setScore] = useState(row.consensus === null ? '' : String(row.consensus));
  const [note, setNote] = useState(row.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (clear: boolean) => {
    const value = clear || score.trim() === '' ? null : Number(score);
    setErrors({});
    try {
      // The server answers a missing note or a score out of range at its field, in the user's language.
      await changes.setConsensus(bid.submissionId, {
        criterionId: row.criterionId,
        score: value,
        ...(note.trim() ? { note } : {}),
        version: view.version,
      });
      notifier.notify(t('saved'), 'success');
      setOpen(false);
    } catch (err) {
      const { fields, message } = errorsByField(err);
      setErrors(message ? { ...fields, score: message } : fields);
    }
  };
  if (!open)
    return (
      <Button size="small" variation="link" onClick={() => setOpen(true)}>
        {t('review.setConsensus')}
      </Button>
    );
  return (
    <Flex direction="column" gap="xs">
      <TextField
        label={t('review.consensusOf', { criterion: criterion.name })}
        inputMode="decimal"
        value={score}
        onChange={(e) => setScore(e.target.value)}
        hasError={Boolean(errors.score)}
        errorMessage={errors.score}
      />
      <TextField
        label={t('review.noteOf', { criterion: criterion.name })}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        hasError={Boolean(errors.note)}
        errorMessage={errors.note}
      />
      <Flex gap="xs">
        <Button size="small" variation="primary" onClick={() => void save(false)}>
          {t('save')}
        </Button>
        {row.overridden && (
          <Button size="small" onClick={() => void save(true)}>
            {t('review.clear')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

function BidReview({ view, bid }: { view: TEvaluationReview; bid: Bid }) {
  const { t } = useTranslation(EVALUATION_NS);
  const names = new Map(view.evaluators.map((e) => [e.userId, e.name]));
  const show = (value: number | null) => (value === null ? t('review.noScore') : String(value));
  return (
    <section aria-labelledby={`review-${bid.submissionId}`}>
      <Heading level={2} id={`review-${bid.submissionId}`}>
        {bid.companyName}
      </Heading>
      {bid.conflicted.length > 0 && (
        <p className="tb-muted">
          {t('review.conflicted', { names: bid.conflicted.map((u) => names.get(u) ?? u).join(', ') })}
        </p>
      )}
      <table className="tb-table">
        <caption className="tb-visually-hidden">{bid.companyName}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.criterion')}</th>
            {view.evaluators.map((e) => (
              <th key={e.userId} scope="col">
                {e.name}
              </th>
            ))}
            <th scope="col">{t('columns.mean')}</th>
            <th scope="col">{t('columns.consensus')}</th>
          </tr>
        </thead>
        <tbody>
          {bid.criteria.map((row) => {
            const criterion = view.criteria.find((c) => c.criterionId === row.criterionId)!;
            return (
              <tr key={row.criterionId}>
                <th scope="row">
                  {criterion.name}{' '}
                  <span className="tb-muted">
                    {t('review.outOf', { max: criterionMax(view.method, criterion) ?? '' })}
                  </span>
                </th>
                {row.individual.map((entry) => (
                  <td key={entry.evaluatorId} className="tb-amount" title={entry.comment}>
                    {show(entry.score)}{' '}
                    {entry.outlier && <Badge variation="warning">{t('review.outlier')}</Badge>}
                  </td>
                ))}
                <td className="tb-amount">{show(row.mean)}</td>
                <td>
                  <strong>{show(row.consensus)}</strong>
                  {row.overridden && row.note && (
                    <p className="tb-muted">{t('review.lead', { note: row.note })}</p>
                  )}
                  <ConsensusEditor
                    key={`${row.criterionId}-${view.version}`}
                    view={view}
                    bid={bid}
                    row={row}
                  />
                </td>
              </tr>
            );
          })}
          <tr>
            <th scope="row">{t('columns.total')}</th>
            {bid.evaluatorTotals.map((total) => (
              <td key={total.evaluatorId} className="tb-amount">
                {show(total.total)}
              </td>
            ))}
            <td />
            <td className="tb-amount">
              <strong>{show(bid.consensusTotal)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function Review({ view }: { view: TEvaluationReview }) {
  const { t } = useTranslation(EVALUATION_NS);
  if (view.bids.length === 0) return <Alert variation="info">{t('noBids')}</Alert>;
  return (
    <>
      <p>{t('review.intro')}</p>
      <p className="tb-muted">{t('review.outlierHint', { share: Math.round(view.outlierShare * 100) })}</p>
      <section aria-label={t('review.chart')}>
        <Heading level={2}>{t('review.chart')}</Heading>
        <Suspense fallback={<Loading text={t('review.chartLoading')} />}>
          <TotalsChart
            bids={view.bids.map((b) => b.companyName)}
            max={view.maxTotal}
            series={[
              ...view.evaluators.map((e, i) => ({
                label: e.name,
                values: view.bids.map((b) => b.evaluatorTotals[i]?.total ?? null),
              })),
              { label: t('columns.consensus'), values: view.bids.map((b) => b.consensusTotal) },
            ]}
          />
        </Suspense>
      </section>
      {view.bids.map((bid) => (
        <BidReview key={bid.submissionId} view={view} bid={bid} />
      ))}
    </>
  );
}

/**
 * /projects/:id/evaluate/evaluation-review (decision 063): the evaluators' submitted scores and the consensus
 * side by side for the leads, with the chart of totals, far scores flagged, and the consensus set with a note.
 */
export function EvaluationReviewPage() {
  const { id = '' } = useParams();
  const review = useEvaluationReview(useScope(), id);
  return (
    <EvaluationFrame titleKey="review.title" view={review.data} error={review.error}>
      {(view) => <Review view={view} />}
    </EvaluationFrame>
  );
}

export default EvaluationReviewPage;
