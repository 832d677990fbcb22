import '../i18n';
import { Alert, Badge, Button, Flex, Heading, Loader, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  criterionMax,
  type ConflictDeclaration,
} from '../../../../../shared/domain/evaluation/evaluation-rules';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import type { TMyEvaluation } from '../../../../../shared/schemas/evaluation';
import { RadioChoices } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import { formatBytes } from '../../../lib/format-bytes';
import { notifier } from '../../../lib/notify';
import {
  useEvaluation,
  useEvaluationBid,
  useEvaluationChanges,
  useMyEvaluation,
  useScope,
} from '../api/evaluation-api';
import { EVALUATION_NS } from '../i18n';
import { errorsByField } from '../lib/errors';
import { scoreEntryError } from '../lib/score-entry';
import { EvaluationFrame } from './evaluation-frame';

function Declarations({ view }: { view: TMyEvaluation }) {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const changes = useEvaluationChanges(useScope(), id);
  const [chosen, setChosen] = useState<Record<string, ConflictDeclaration | undefined>>(() =>
    Object.fromEntries(view.bidders.map((b) => [b.submissionId, b.declaration])),
  );
  const [error, setError] = useState<string | null>(null);
  const open = view.bidders.filter((b) => !b.declaration);
  const save = async () => {
    setError(null);
    try {
      await changes.declare({
        declarations: open.flatMap((b) => {
          const declaration = chosen[b.submissionId];
          return declaration ? [{ submissionId: b.submissionId, declaration }] : [];
        }),
      });
      notifier.notify(t('mine.declared'), 'success');
    } catch (err) {
      setError(errorsByField(err).message);
    }
  };
  return (
    <section aria-labelledby="declare-title">
      <Heading level={2} id="declare-title">
        {t('mine.declareTitle')}
      </Heading>
      <p>{t('mine.declareIntro')}</p>
      {error && (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      )}
      {view.bidders.map((b) => (
        <RadioChoices<ConflictDeclaration>
          key={b.submissionId}
          legend={t('mine.declarationOf', { company: b.companyName })}
          name={`declaration-${b.submissionId}`}
          value={(chosen[b.submissionId] ?? '') as ConflictDeclaration}
          options={(['none', 'conflict'] as const).map((d) => ({
            value: d,
            label: t(`mine.${d}`),
            disabled: b.declaration !== undefined,
          }))}
          onChange={(d) => setChosen((current) => ({ ...current, [b.submissionId]: d }))}
        />
      ))}
      <Button
        variation="primary"
        isDisabled={open.some((b) => !chosen[b.submissionId])}
        onClick={() => void save()}
      >
        {t('mine.declare')}
      </Button>
    </section>
  );
}

type Bidder = TMyEvaluation['bidders'][number];

/**
 * The bid itself, read when the evaluator opens it: its forms' totals, answers, references, subcontractors
 * and files (each a one-minute download, as on Source → Submissions).
 */
function BidContent({ bidder }: { bidder: Bidder }) {
  const { t, i18n } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const [open, setOpen] = useState(false);
  const read = useEvaluationBid(useScope(), id, open ? bidder.submissionId : null);
  const locale = canadianLocale(i18n.language);
  const bid = read.data;
  return (
    <div>
      <Button size="small" variation="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(open ? 'mine.hideBid' : 'mine.showBid', { company: bidder.companyName })}
      </Button>
      {/* A bid opened inline under its button: a bare spinner in the row, no status text (as before). */}
      {open &&
        (read.error ? (
          <Alert variation="error">{errorsByField(read.error).message}</Alert>
        ) : !bid ? (
          <Loader />
        ) : (
          <dl className="tb-details">
            {bid.forms.map((form) => (
              <div key={form.tenderTableId}>
                <dt>{form.name}</dt>
                <dd className="tb-amount">{formatMoney(form.total, locale)}</dd>
              </div>
            ))}
            {Object.entries(bid.answers?.questions ?? {}).map(([requirementId, answer]) => (
              <div key={requirementId}>
                <dt>{bid.requirementTitles[requirementId] ?? requirementId}</dt>
                <dd>{answer}</dd>
              </div>
            ))}
            {(bid.references ?? []).length > 0 && (
              <div>
                <dt>{t('mine.references')}</dt>
                <dd>{bid.references!.map((r) => `${r.companyName} (${r.contactName})`).join('; ')}</dd>
              </div>
            )}
            {(bid.subcontractors ?? []).length > 0 && (
              <div>
                <dt>{t('mine.subcontractors')}</dt>
                <dd>{bid.subcontractors!.map((c) => `${c.companyName} (${c.trade})`).join('; ')}</dd>
              </div>
            )}
            {bid.files.length > 0 && (
              <div>
                <dt>{t('mine.files')}</dt>
                <dd>
                  <ul className="tb-plain-list" data-testid="evaluation-bid-files">
                    {bid.files.map((file) => (
                      <li key={file.fileId}>
                        {bid.requirementTitles[file.submissionRequirementId] &&
                          `${bid.requirementTitles[file.submissionRequirementId]}: `}
                        {file.download ? (
                          <a
                            href={file.download.url}
                            aria-label={t('mine.download', { name: file.fileName })}
                          >
                            {file.fileName}
                          </a>
                        ) : (
                          file.fileName
                        )}{' '}
                        <span className="tb-muted">({formatBytes(file.size, i18n.language)})</span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        ))}
    </div>
  );
}

function ScoreSheet({ view, bidder }: { view: TMyEvaluation; bidder: Bidder }) {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const changes = useEvaluationChanges(useScope(), id);
  const sheet = bidder.sheet!;
  const [entries, setEntries] = useState<Record<string, { score: string; comment: string }>>(() =>
    Object.fromEntries(
      view.criteria.map((c) => [
        c.criterionId,
        {
          score: sheet.scores[c.criterionId] ? String(sheet.scores[c.criterionId]!.score) : '',
          comment: sheet.scores[c.criterionId]?.comment ?? '',
        },
      ]),
    ),
  );
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const submitted = sheet.status === 'submitted';
  const save = async (submit: boolean) => {
    setErrors({ fields: {}, message: null });
    try {
      await changes.saveScores(bidder.submissionId, {
        scores: view.criteria.map((c) => {
          const entry = entries[c.criterionId]!;
          return {
            criterionId: c.criterionId,
            score: entry.score.trim() === '' ? null : Number(entry.score),
            ...(entry.comment.trim() ? { comment: entry.comment } : {}),
          };
        }),
        submit,
        version: sheet.version,
      });
      notifier.notify(t(submit ? 'mine.submittedNotice' : 'mine.draftSaved'), 'success');
    } catch (err) {
      setErrors(errorsByField(err));
    }
  };
  return (
    <Flex direction="column" gap="small">
      {errors.message && (
        <Alert variation="error" role="alert">
          {errors.message}
        </Alert>
      )}
      {errors.fields.scores && (
        <p className="amplify-text amplify-field__error-message" role="alert">
          {errors.fields.scores}
        </p>
      )}
      {view.criteria.map((c, i) => {
        const max = criterionMax(view.method, c) ?? 0;
        const entry = entries[c.criterionId]!;
        // The server's bound, checked as the evaluator types, said as what to enter.
        const problem = scoreEntryError(entry.score, max);
        const local = problem ? t(problem.key, { max: problem.max }) : undefined;
        const fieldError = errors.fields[`scores.${i}.score`] ?? local;
        return (
          <Flex key={c.criterionId} direction="row" gap="small" wrap="wrap" alignItems="flex-start">
            <TextField
              label={t('mine.scoreOf', { criterion: c.name, max })}
              descriptiveText={c.description}
              inputMode="decimal"
              value={entry.score}
              isDisabled={submitted}
              hasError={Boolean(fieldError)}
              errorMessage={fieldError}
              onChange={(e) =>
                setEntries((current) => ({
                  ...current,
                  [c.criterionId]: { ...entry, score: e.target.value },
                }))
              }
            />
            <TextArea
              label={t('mine.commentOf', { criterion: c.name })}
              value={entry.comment}
              rows={2}
              disabled={submitted}
              onChange={(value) =>
                setEntries((current) => ({ ...current, [c.criterionId]: { ...entry, comment: value } }))
              }
            />
          </Flex>
        );
      })}
      {!submitted && (
        <Flex gap="small">
          <Button onClick={() => void save(false)}>{t('mine.saveDraft')}</Button>
          <Button variation="primary" onClick={() => void save(true)}>
            {t('mine.submit')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

function MyEvaluation({ view }: { view: TMyEvaluation }) {
  const { t, i18n } = useTranslation(EVALUATION_NS);
  if (!view.readyToScore) return <Alert variation="info">{t('mine.notReady')}</Alert>;
  if (view.bidders.length === 0) return <Alert variation="info">{t('noBids')}</Alert>;
  if (!view.declaredForAll) return <Declarations view={view} />;
  const locale = canadianLocale(i18n.language);
  return (
    <>
      {view.bidders.map((b) => (
        <section key={b.submissionId} aria-labelledby={`bid-${b.submissionId}`}>
          <Flex alignItems="center" gap="small">
            <Heading level={2} id={`bid-${b.submissionId}`}>
              {b.companyName}
            </Heading>
            {b.sheet && (
              <Badge variation={b.sheet.status === 'submitted' ? 'success' : 'info'}>
                {t(b.sheet.status === 'submitted' ? 'mine.submitted' : 'mine.draft')}
              </Badge>
            )}
          </Flex>
          {b.declaration === 'conflict' ? (
            <p>{t('mine.conflicted')}</p>
          ) : (
            <>
              <p className="tb-muted">
                {b.grandTotal
                  ? t('mine.bidTotal', { total: formatMoney(b.grandTotal, locale) })
                  : t('mine.noPrice')}
              </p>
              <BidContent bidder={b} />
              {b.sheet && <ScoreSheet key={b.sheet.version} view={view} bidder={b} />}
            </>
          )}
        </section>
      ))}
    </>
  );
}

/**
 * /projects/:id/evaluate/evaluations: the evaluator's own screen (decision 063). Declarations of conflict of
 * interest first, for every bidder; then each bid without a conflict, scored per criterion with comments,
 * saved as a draft or submitted. Never another evaluator's scores.
 */
export function EvaluationsPage() {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const scope = useScope();
  // The set-up says who the user is first: a lead off the team has no sheet but the other pages, said here
  // rather than asked for and refused (an evaluator off the team is refused the set-up too, and lands on
  // permission-denied). Only a member of the team asks for its own sheet.
  const setup = useEvaluation(scope, id);
  const onTeam = setup.data?.you.evaluator === true;
  const mine = useMyEvaluation(onTeam ? scope : null, id);
  if (setup.data && !onTeam)
    return (
      <EvaluationFrame titleKey="mine.title" view={setup.data} error={undefined}>
        {() => <Alert variation="info">{t('mine.notOnTeam')}</Alert>}
      </EvaluationFrame>
    );
  return (
    <EvaluationFrame titleKey="mine.title" view={mine.data} error={setup.error ?? mine.error}>
      {(view) => <MyEvaluation view={view} />}
    </EvaluationFrame>
  );
}

export default EvaluationsPage;
