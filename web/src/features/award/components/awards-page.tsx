import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { canAwardAnotherCompany, MAX_AWARDED_COMPANIES } from '../../../../../shared/domain/awards/awards';
import type { TAward } from '../../../../../shared/schemas/awards';
import { DataTable } from '../../../components/ui/data-table';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { notifier } from '../../../lib/notify';
import { AWARD_NS } from '../i18n';
import { AwardFrame, type AwardContext } from './award-frame';
import { AwardFormDialog } from './award-form';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';

/**
 * /projects/:id/award/awards (docs/product/evaluation-and-award.md#award; decision 064): the awarded
 * companies with their values, added, edited (at their version) and removed in dialogs while the bid is
 * closed and not yet awarded, by a user with the award edit right. The exception types are the agency's
 * drop-down list (control panel).
 */
export function AwardsPage() {
  return <AwardFrame titleKey="awards.title">{(context) => <Awards {...context} />}</AwardFrame>;
}

function Awards({ summary, changes, canAct, reload }: AwardContext) {
  const { t, i18n } = useTranslation(AWARD_NS);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TAward | null>(null);
  const [removing, setRemoving] = useState<TAward | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const changeable = canAct && summary.awardsChangeable;
  const opened = summary.bids.some((b) => b.awardable);
  const full = !canAwardAnotherCompany(summary.awards.length);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(canadianLocale(i18n.language), {
      dateStyle: 'medium',
      timeZone: summary.timeZone,
    }).format(new Date(iso));

  const remove = async (award: TAward) => {
    setProblem(null);
    try {
      await changes.remove(award.awardId);
      notifier.notify(t('awards.removed', { company: award.companyName }), 'success');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      if (isApiError(error) && error.status === 409) reload();
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <p>{t('awards.intro')}</p>
      {!changeable && <p className="tb-muted">{t('awards.locked')}</p>}
      {changeable && !opened && <p className="tb-muted">{t('awards.noneOpened')}</p>}
      {changeable && full && <p className="tb-muted">{t('awards.full', { count: MAX_AWARDED_COMPANIES })}</p>}
      {problem && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {changeable && (
        <Flex>
          <Button variation="primary" onClick={() => setAdding(true)} isDisabled={!opened || full}>
            {t('awards.add')}
          </Button>
        </Flex>
      )}
      {summary.awards.length === 0 ? (
        <p>{t('summary.noAwards')}</p>
      ) : (
        <DataTable label={t('awards.title')}>
          <caption className="tb-visually-hidden">{t('awards.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.company')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('columns.awardDate')}</th>
              <th scope="col">{t('columns.exception')}</th>
              <th scope="col">{t('columns.public')}</th>
              <th scope="col">{t('columns.contractNumber')}</th>
              {changeable && <th scope="col">{t('columns.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {summary.awards.map((award) => (
              <tr key={award.awardId}>
                <th scope="row">{award.companyName}</th>
                <td>{formatMoney(award.amount, i18n.language)}</td>
                <td>{date(award.awardDate)}</td>
                <td>{award.exceptionTypeName ?? '—'}</td>
                <td>{award.displayToPublic ? t('yes') : t('no')}</td>
                <td>{award.contractNumber ?? '—'}</td>
                {changeable && (
                  <td>
                    <Flex gap="xs" wrap="wrap">
                      <Button
                        size="small"
                        aria-label={t('awards.editOf', { company: award.companyName })}
                        onClick={() => setEditing(award)}
                      >
                        {t('awards.edit')}
                      </Button>
                      <Button
                        size="small"
                        aria-label={t('awards.removeOf', { company: award.companyName })}
                        onClick={() => setRemoving(award)}
                      >
                        {t('awards.remove')}
                      </Button>
                    </Flex>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <p>{t('awards.exceptions')}</p>
      <Flex>
        <Button
          as={RouterLink}
          to={`${paths.controlPanel.getHref('dropdown-settings')}?list=awardException`}
          size="small"
        >
          {t('awards.manageExceptions')}
        </Button>
      </Flex>

      {(adding || editing) && (
        <AwardFormDialog
          summary={summary}
          editing={editing ?? undefined}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
          onSave={async ({ version, submissionId, ...values }) => {
            if (editing && version !== undefined) {
              await changes.update(editing.awardId, { ...values, version });
              notifier.notify(t('awards.saved', { company: editing.companyName }), 'success');
            } else {
              const created = await changes.create({ submissionId, ...values });
              notifier.notify(t('awards.added', { company: created.companyName }), 'success');
            }
            setAdding(false);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        title={t('awards.removeTitle')}
        body={t('awards.removeText', { company: removing?.companyName ?? '' })}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('awards.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </>
  );
}

export default AwardsPage;
