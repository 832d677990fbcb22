import '../i18n';
import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { TEvaluationSetup } from '../../../../../shared/schemas/evaluation';
import { Check } from '../../../components/ui/native-fields';
import { notifier } from '../../../lib/notify';
import { useEvaluation, useEvaluationChanges, useScope } from '../api/evaluation-api';
import { EVALUATION_NS } from '../i18n';
import { errorsByField } from '../lib/errors';
import { EvaluationFrame } from './evaluation-frame';

function TeamForm({ view }: { view: TEvaluationSetup }) {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const changes = useEvaluationChanges(useScope(), id);
  const [chosen, setChosen] = useState<string[]>(view.evaluators.map((e) => e.userId));
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setError(null);
    try {
      await changes.saveTeam({ evaluatorIds: chosen, version: view.version });
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      const { fields, message } = errorsByField(err);
      setError(fields.evaluatorIds ?? message);
    }
  };

  return (
    <>
      <p>{t('team.intro')}</p>
      {error && (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      )}
      {view.you.manager ? (
        <>
          <fieldset className="tb-choices">
            <legend>{t('team.legend')}</legend>
            {view.candidates.map((person) => (
              <Check
                key={person.userId}
                label={
                  person.projectEvaluator ? `${person.name} (${t('team.projectEvaluator')})` : person.name
                }
                checked={chosen.includes(person.userId)}
                onChange={(on) =>
                  setChosen((current) =>
                    on ? [...current, person.userId] : current.filter((userId) => userId !== person.userId),
                  )
                }
              />
            ))}
          </fieldset>
          <Flex>
            <Button variation="primary" onClick={() => void save()}>
              {t('save')}
            </Button>
          </Flex>
        </>
      ) : (
        <section aria-label={t('team.current')}>
          {view.evaluators.length === 0 ? (
            <p>{t('team.none')}</p>
          ) : (
            <ul>
              {view.evaluators.map((e) => (
                <li key={e.userId}>{e.name}</li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

/** /projects/:id/evaluate/evaluation-team: the evaluators, among the agency's users (decision 063). */
export function EvaluationTeamPage() {
  const { id = '' } = useParams();
  const setup = useEvaluation(useScope(), id);
  // A save answers a new version: the form starts again from it (the key).
  return (
    <EvaluationFrame titleKey="team.title" view={setup.data} error={setup.error}>
      {(view) => <TeamForm key={view.version} view={view} />}
    </EvaluationFrame>
  );
}

export default EvaluationTeamPage;
