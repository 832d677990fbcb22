import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTenderWithInvitations } from '../../../../../../shared/schemas/vendor-invitations';
import { DataTable } from '../../../../components/ui/data-table';
import { formErrorsOf } from '../../../../lib/form-errors';
import type { ProjectScope } from '../../api/projects-api';
import { searchTendersWithInvitations } from '../../api/project-build-api';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';

/**
 * "Copy invitations from another bid" (decision 053, amended): the agency's other bids with invitations,
 * by number or name; copying adds one invitation per address this bid does not invite yet.
 */
export function CopyInvitationsForm({
  scope,
  projectId,
  disabled,
  onCopy,
}: {
  scope: ProjectScope;
  projectId: string;
  disabled: boolean;
  onCopy: (bid: TTenderWithInvitations) => Promise<void>;
}) {
  const { t } = useTranslation(PROJECT_BUILD_NS);
  const [text, setText] = useState('');
  const [bids, setBids] = useState<TTenderWithInvitations[] | null>(null);
  const [error, setError] = useState<{ text?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const find = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError({});
    try {
      setBids(await searchTendersWithInvitations(scope, projectId, text));
    } catch (failure) {
      const { fields, message } = formErrorsOf(failure);
      setError({ text: fields.text, form: message ?? undefined });
    } finally {
      setBusy(false);
    }
  };

  const copy = async (bid: TTenderWithInvitations) => {
    setBusy(true);
    setError({});
    try {
      await onCopy(bid);
    } catch (failure) {
      setError({ form: formErrorsOf(failure).message ?? undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="copy-invitations" className="tb-section">
      <h3 id="copy-invitations">{t('invitations.copy.heading')}</h3>
      <form aria-labelledby="copy-invitations" onSubmit={(e) => void find(e)} noValidate>
        <fieldset disabled={busy} className="tb-fieldset">
          <Flex gap="small" alignItems="flex-end" wrap="wrap">
            <TextField
              label={t('invitations.copy.text')}
              value={text}
              maxLength={100}
              onChange={(e) => {
                setText(e.target.value);
                setError({});
              }}
              hasError={!!error.text}
              errorMessage={error.text}
            />
            <Button type="submit" isDisabled={busy}>
              {t('invitations.copy.search')}
            </Button>
          </Flex>
        </fieldset>
      </form>
      {error.form && (
        <Alert variation="error" role="alert">
          {error.form}
        </Alert>
      )}
      {bids && bids.length === 0 && <p role="status">{t('invitations.copy.none')}</p>}
      {bids && bids.length > 0 && (
        <DataTable label={t('invitations.copy.results')}>
          <thead>
            <tr>
              <th scope="col">{t('invitations.copy.number')}</th>
              <th scope="col">{t('invitations.copy.name')}</th>
              <th scope="col">{t('invitations.copy.invitations')}</th>
              <th scope="col">{t('invitations.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {bids.map((bid) => (
              <tr key={bid.projectId}>
                <td>{bid.number}</td>
                <td>{bid.name}</td>
                <td>{bid.invitationCount}</td>
                <td>
                  <Button
                    size="small"
                    isDisabled={disabled || busy}
                    aria-label={t('invitations.copy.copyLabel', { number: bid.number, name: bid.name })}
                    onClick={() => void copy(bid)}
                  >
                    {t('invitations.copy.copy')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
