import { Alert, Button, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { accessTo } from '../../../lib/access';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDepartmentRestriction, useUpdateDepartmentRestriction } from '../api/agency-settings-api';
import { DEPARTMENT_RESTRICTION_NS } from '../i18n/department-restriction';

/**
 * The agency setting "restrict projects by department"
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions; decision 032), on
 * /control-panel/project-settings under the numbering (the page says when the controls are locked): a
 * checkbox and Save, at the version read; changing it needs the control panel's manage right.
 */
export function DepartmentRestrictionSetting() {
  const { t } = useTranslation(DEPARTMENT_RESTRICTION_NS);
  const session = useSession();
  const { pathname } = useLocation();
  const scope =
    session.status === 'authenticated' && session.customer
      ? { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId }
      : null;
  const setting = useDepartmentRestriction(scope);
  const save = useUpdateDepartmentRestriction(scope);
  // The user's choice, until saved; the stored value shows otherwise.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored = setting.data?.restrictProjectsByDepartment;
  const on = choice ?? stored ?? false;
  useDirtyForm(stored !== undefined && on !== stored && !save.isMutating);
  const locked = !accessTo(session, pathname).canAct;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!setting.data) return;
    setError(null);
    try {
      await save.trigger({ restrictProjectsByDepartment: on, version: setting.data.version });
      setChoice(null);
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  return (
    <form aria-label={t('heading')} onSubmit={(e) => void submit(e)}>
      <Flex direction="column" gap="small">
        <Heading level={2}>{t('heading')}</Heading>
        {!setting.data ? (
          setting.error ? (
            <Alert variation="error">{t('loadError')}</Alert>
          ) : (
            <Flex alignItems="center" gap="small" role="status">
              <Loader />
              <span>{t('loading')}</span>
            </Flex>
          )
        ) : (
          <fieldset disabled={locked || save.isMutating} className="tb-fieldset">
            <label className="tb-check">
              <input
                type="checkbox"
                name="restrictProjectsByDepartment"
                checked={on}
                onChange={(e) => setChoice(e.target.checked)}
              />
              {t('label')}
            </label>
            <p className="tb-muted">{t('hint')}</p>
            {error && (
              <Alert variation="error" role="alert">
                {error}
              </Alert>
            )}
            <Flex marginTop="small">
              <Button type="submit" variation="primary" isDisabled={locked || on === stored}>
                {t('save')}
              </Button>
            </Flex>
          </fieldset>
        )}
      </Flex>
    </form>
  );
}
