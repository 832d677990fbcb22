import '../i18n';
import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SupplierStatus } from '../../../../../shared/domain/evaluation/evaluation-rules';
import type { TEvaluationSetup } from '../../../../../shared/schemas/evaluation';
import { Select } from '../../../components/ui/native-fields';
import { notifier } from '../../../lib/notify';
import { useEvaluation, useEvaluationChanges, useScope } from '../api/evaluation-api';
import { EVALUATION_NS } from '../i18n';
import { errorsByField } from '../lib/errors';
import { EvaluationFrame } from './evaluation-frame';

type Bidder = TEvaluationSetup['bidders'][number];

function BidderStatus({ bidder, view }: { bidder: Bidder; view: TEvaluationSetup }) {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const changes = useEvaluationChanges(useScope(), id);
  const [status, setStatus] = useState<SupplierStatus>(bidder.status);
  const [reason, setReason] = useState(bidder.reason ?? '');
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const save = async () => {
    setErrors({ fields: {}, message: null });
    try {
      await changes.setSupplierStatus(bidder.submissionId, {
        status,
        ...(status === 'disqualified' ? { reason } : {}),
        version: view.version,
      });
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      setErrors(errorsByField(err));
    }
  };
  return (
    <tr>
      <th scope="row">{bidder.companyName}</th>
      <td>
        <Select
          id={`status-${bidder.submissionId}`}
          label={t('status.statusOf', { company: bidder.companyName })}
          value={status}
          disabled={!view.you.manager}
          onChange={(value) => setStatus(value as SupplierStatus)}
        >
          <option value="compliant">{t('status.compliant')}</option>
          <option value="disqualified">{t('status.disqualified')}</option>
        </Select>
      </td>
      <td>
        {status === 'disqualified' && (
          <TextField
            label={t('status.reasonOf', { company: bidder.companyName })}
            value={reason}
            isDisabled={!view.you.manager}
            onChange={(e) => setReason(e.target.value)}
            hasError={Boolean(errors.fields.reason)}
            errorMessage={errors.fields.reason}
          />
        )}
        {errors.message && (
          <p className="amplify-text amplify-field__error-message" role="alert">
            {errors.message}
          </p>
        )}
      </td>
      <td>
        {view.you.manager && (
          <Button size="small" onClick={() => void save()}>
            {t('save')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** /projects/:id/evaluate/supplier-status: compliant, or disqualified with a reason (decision 063). */
export function SupplierStatusPage() {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const setup = useEvaluation(useScope(), id);
  return (
    <EvaluationFrame titleKey="status.title" view={setup.data} error={setup.error}>
      {(view) => (
        <Flex direction="column" gap="small">
          <p>{t('status.intro')}</p>
          {view.bidders.length === 0 ? (
            <Alert variation="info">{t('noBids')}</Alert>
          ) : (
            <table className="tb-table">
              <caption className="tb-visually-hidden">{t('status.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.company')}</th>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">{t('status.reason')}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {view.bidders.map((bidder) => (
                  <BidderStatus key={`${bidder.submissionId}-${view.version}`} bidder={bidder} view={view} />
                ))}
              </tbody>
            </table>
          )}
        </Flex>
      )}
    </EvaluationFrame>
  );
}

export default SupplierStatusPage;
