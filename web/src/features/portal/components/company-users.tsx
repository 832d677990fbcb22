import { Alert, Button, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../../../shared/domain/limits';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { addSupplierUser, useSupplierUsers } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { portalFormErrors } from './portal-errors';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

/** The company's users, and a colleague added by email (who is emailed a link to choose a password). */
export function CompanyUsers() {
  const { t } = useTranslation(PORTAL_NS);
  const { data: users, mutate } = useSupplierUsers();
  const [input, setInput] = useState({ firstName: '', lastName: '', email: '' });
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELDS);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    errors.clear();
    setAdded(null);
    setBusy(true);
    try {
      const user = await addSupplierUser(input);
      await mutate();
      setInput({ firstName: '', lastName: '', email: '' });
      setAdded(t('users.added', { email: user.email }));
    } catch (error) {
      errors.show(portalFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="company-users-title" className="tb-stack-form">
      <Heading level={2} id="company-users-title">
        {t('users.title')}
      </Heading>
      <Text as="p">{t('users.intro')}</Text>
      <DataTable label={t('users.table')}>
        <thead>
          <tr>
            <th scope="col">{t('users.name')}</th>
            <th scope="col">{t('users.email')}</th>
            <th scope="col">{t('users.state')}</th>
          </tr>
        </thead>
        <tbody>
          {(users ?? []).map((user) => (
            <tr key={user.supplierUserId}>
              <td>
                {user.firstName} {user.lastName}
              </td>
              <td>{user.email}</td>
              <td>{t(user.locked ? 'users.locked' : user.passwordSet ? 'users.active' : 'users.waiting')}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t('users.add')}
        className="tb-stack-form"
      >
        <Heading level={3}>{t('users.add')}</Heading>
        <ErrorSummary {...errors.summary} />
        {FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`fields.${name}`)}
            id={errors.idOf(name)}
            name={`colleague-${name}`}
            type={name === 'email' ? 'email' : 'text'}
            maxLength={name === 'email' ? 254 : NAME_MAX_LENGTH}
            isRequired
            value={input[name]}
            onChange={(e) => {
              errors.clearField(name);
              setInput({ ...input, [name]: e.target.value });
            }}
            hasError={!!errors.fields[name]}
            errorMessage={errors.fields[name]}
          />
        ))}
        <div aria-live="polite">
          {added && (
            <Alert role="status" variation="success">
              {added}
            </Alert>
          )}
        </div>
        <Button type="submit" loadingText={t('users.add')} isLoading={busy}>
          {t('users.add')}
        </Button>
      </form>
    </section>
  );
}
