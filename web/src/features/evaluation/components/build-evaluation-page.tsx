import '../i18n';
import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  evaluationLocks,
  findCriteriaProblems,
  type ScoringMethod,
} from '../../../../../shared/domain/evaluation/evaluation-rules';
import type { TEvaluationSetup } from '../../../../../shared/schemas/evaluation';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { RadioChoices } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import { notifier } from '../../../lib/notify';
import { useEvaluation, useEvaluationChanges, useScope } from '../api/evaluation-api';
import { EVALUATION_NS } from '../i18n';
import { errorsByField } from '../lib/errors';
import { EvaluationFrame } from './evaluation-frame';

interface Row {
  criterionId?: string;
  name: string;
  description: string;
  value: string;
}

const rowsOf = (view: TEvaluationSetup): Row[] =>
  view.criteria.map((c) => ({
    criterionId: c.criterionId,
    name: c.name,
    description: c.description ?? '',
    value: String((view.method === 'points' ? c.points : c.weight) ?? ''),
  }));

function BuildEvaluationForm({ view }: { view: TEvaluationSetup }) {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const changes = useEvaluationChanges(useScope(), id);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(view));
  const [pendingMethod, setPendingMethod] = useState<ScoringMethod | null>(null);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  // The lock rule the server applies, from the same facts.
  const locks = evaluationLocks({ startedAt: view.startedAt, projectStatus: view.projectStatus });
  const canEdit = view.you.manager && !locks.locked;
  const valueKey = view.method === 'points' ? 'points' : 'weight';
  const criteria = rows.map((row, i) => ({
    criterionId: row.criterionId ?? `new-${i}`,
    name: row.name,
    ...(row.value.trim() === '' ? {} : { [valueKey]: Number(row.value) }),
  }));
  // The same rule as the server's, for the total shown while typing.
  const weightsOff = findCriteriaProblems(view.method, criteria).some((p) => p.field === 'weights');
  const total = criteria.reduce((sum, c) => sum + (('weight' in c ? Number(c.weight) : 0) || 0), 0);

  const save = async () => {
    setErrors({ fields: {}, message: null });
    try {
      await changes.saveCriteria({
        criteria: rows.map((row) => ({
          ...(row.criterionId ? { criterionId: row.criterionId } : {}),
          name: row.name,
          ...(row.description.trim() ? { description: row.description } : {}),
          ...(row.value.trim() === '' ? {} : { [valueKey]: Number(row.value) }),
        })),
        version: view.version,
      });
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      setErrors(errorsByField(err));
    }
  };

  const confirmMethod = async () => {
    if (!pendingMethod) return;
    setErrors({ fields: {}, message: null });
    try {
      // The answer is the reset evaluation: its criteria replace the rows (the effect above).
      await changes.changeMethod({ method: pendingMethod, confirmReset: true, version: view.version });
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      setErrors(errorsByField(err));
    } finally {
      setPendingMethod(null);
    }
  };

  const update = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <>
      <p>{t('build.intro')}</p>
      {locks.locked && (
        <Alert variation="info">{t(locks.reason === 'awarded' ? 'lockedAwarded' : 'locked')}</Alert>
      )}
      {!locks.locked && !view.readyToScore && <Alert variation="warning">{t('build.notReady')}</Alert>}
      {errors.message && (
        <Alert variation="error" role="alert">
          {errors.message}
        </Alert>
      )}
      <RadioChoices<ScoringMethod>
        legend={t('build.method')}
        name="scoring-method"
        value={view.method}
        options={(['points', 'weights'] as const).map((m) => ({
          value: m,
          label: t(`build.${m}`),
          disabled: !canEdit,
        }))}
        onChange={(m) => setPendingMethod(m)}
      />
      <ModalDialog
        open={pendingMethod !== null}
        title={t('build.changeTitle')}
        onCancel={() => setPendingMethod(null)}
        actions={
          <>
            <Button data-autofocus onClick={() => setPendingMethod(null)}>
              {t('build.cancel')}
            </Button>
            <Button variation="primary" onClick={() => void confirmMethod()}>
              {t('build.changeConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('build.changeBody')}</p>
      </ModalDialog>
      <fieldset className="tb-choices">
        <legend>{t('build.criteria')}</legend>
        {rows.length === 0 && <p>{t('build.noCriteria')}</p>}
        {rows.map((row, i) => (
          <Flex
            key={row.criterionId ?? `new-${i}`}
            direction="row"
            gap="small"
            alignItems="flex-start"
            wrap="wrap"
          >
            <TextField
              label={t('build.name')}
              value={row.name}
              isDisabled={!canEdit}
              onChange={(e) => update(i, { name: e.target.value })}
              hasError={Boolean(errors.fields[`criteria.${i}.name`])}
              errorMessage={errors.fields[`criteria.${i}.name`]}
            />
            <TextArea
              label={t('build.description')}
              value={row.description}
              disabled={!canEdit}
              onChange={(value) => update(i, { description: value })}
            />
            <TextField
              label={t(view.method === 'points' ? 'build.pointsField' : 'build.weightField')}
              inputMode="decimal"
              value={row.value}
              isDisabled={!canEdit}
              onChange={(e) => update(i, { value: e.target.value })}
              hasError={Boolean(errors.fields[`criteria.${i}.${valueKey}`])}
              errorMessage={errors.fields[`criteria.${i}.${valueKey}`]}
            />
            {canEdit && (
              <Button
                variation="link"
                onClick={() => setRows((current) => current.filter((_, j) => j !== i))}
              >
                {row.name ? t('build.remove', { name: row.name }) : t('build.removeUnnamed')}
              </Button>
            )}
          </Flex>
        ))}
        {view.method === 'weights' && rows.length > 0 && (
          <p className={weightsOff ? 'amplify-field__error-message' : 'tb-muted'}>
            {t('build.weightsTotal', { total })}
          </p>
        )}
        {errors.fields.criteria && (
          <p className="amplify-text amplify-field__error-message" role="alert">
            {errors.fields.criteria}
          </p>
        )}
      </fieldset>
      {canEdit && (
        <Flex gap="small">
          <Button
            onClick={() => setRows((current) => [...current, { name: '', description: '', value: '' }])}
          >
            {t('build.add')}
          </Button>
          <Button variation="primary" onClick={() => void save()}>
            {t('save')}
          </Button>
        </Flex>
      )}
    </>
  );
}

/** /projects/:id/evaluate/build-evaluation: the scoring method and the criteria (decision 063). */
export function BuildEvaluationPage() {
  const { id = '' } = useParams();
  const setup = useEvaluation(useScope(), id);
  // A save answers a new version: the form starts again from it (the key).
  return (
    <EvaluationFrame titleKey="build.title" view={setup.data} error={setup.error}>
      {(view) => <BuildEvaluationForm key={view.version} view={view} />}
    </EvaluationFrame>
  );
}

export default BuildEvaluationPage;
