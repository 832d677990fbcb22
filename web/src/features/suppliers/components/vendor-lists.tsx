import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VENDOR_LIST_NAME_MAX_LENGTH } from '../../../../../shared/domain/suppliers/vendor-directory';
import { ZVendorListCreate, type TVendorListLine } from '../../../../../shared/schemas/vendor-directory';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useListChanges, useVendorList, useVendorLists, type Scope } from '../api/suppliers-api';
import { SUPPLIERS_NS } from '../i18n';
import { VendorTable } from './vendor-table';

/**
 * The agency's supplier lists (docs/product/suppliers-and-accounts.md#supplier-directory: name, Personal or
 * Shared, rotational): the shared ones and the reader's personal ones, a new list, a list's suppliers in
 * their order (a rotational list's rotation sequence), taking one off, deleting a list.
 */
export function VendorLists({ scope, canAct }: { scope: Scope; canAct: boolean }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.userId : undefined;
  const lists = useVendorLists(scope);
  const changes = useListChanges(scope);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TVendorListLine | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (change: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await change();
      notifier.notify(done, 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  return (
    <section aria-labelledby="supplier-lists" className="tb-section">
      <Heading level={2} id="supplier-lists">
        {t('lists.heading')}
      </Heading>
      <p>{t('lists.intro')}</p>
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {!lists.data ? (
        <p role="status">{lists.error ? t('loadError') : t('loading')}</p>
      ) : lists.data.length === 0 ? (
        <p>{t('lists.none')}</p>
      ) : (
        <DataTable label={t('lists.heading')}>
          <thead>
            <tr>
              <th scope="col">{t('lists.name')}</th>
              <th scope="col">{t('lists.visibility')}</th>
              <th scope="col">{t('lists.rotational')}</th>
              <th scope="col">{t('lists.count')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {lists.data.map((list) => (
              <tr key={list.vendorListId}>
                <th scope="row">{list.name}</th>
                <td>{t(`lists.${list.visibility}`)}</td>
                <td>{list.rotational ? t('lists.rotationalYes') : t('lists.rotationalNo')}</td>
                <td>{list.memberCount}</td>
                <td>
                  <Flex gap="xs" wrap="wrap">
                    <Button
                      size="small"
                      aria-expanded={openId === list.vendorListId}
                      aria-label={t('lists.openLabel', { name: list.name })}
                      onClick={() => setOpenId(openId === list.vendorListId ? null : list.vendorListId)}
                    >
                      {openId === list.vendorListId ? t('lists.close') : t('lists.open')}
                    </Button>
                    {canAct && (list.visibility === 'shared' || list.ownerId === userId) && (
                      <Button
                        size="small"
                        variation="destructive"
                        aria-label={t('lists.deleteLabel', { name: list.name })}
                        onClick={() => setDeleting(list)}
                      >
                        {t('lists.delete')}
                      </Button>
                    )}
                  </Flex>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {openId && <ListMembers scope={scope} vendorListId={openId} canAct={canAct} run={run} />}
      {canAct && <NewListForm onCreate={(body) => changes.create(body)} />}
      <ModalDialog
        open={deleting !== null}
        title={t('lists.confirmTitle')}
        onCancel={() => setDeleting(null)}
        actions={
          <>
            <Button data-autofocus onClick={() => setDeleting(null)}>
              {t('lists.cancel')}
            </Button>
            <Button
              variation="destructive"
              onClick={() => {
                const list = deleting!;
                setDeleting(null);
                if (openId === list.vendorListId) setOpenId(null);
                void run(() => changes.remove(list.vendorListId), t('lists.deleted', { name: list.name }));
              }}
            >
              {t('lists.delete')}
            </Button>
          </>
        }
      >
        <p>{t('lists.confirmBody', { name: deleting?.name ?? '' })}</p>
      </ModalDialog>
    </section>
  );
}

function ListMembers({
  scope,
  vendorListId,
  canAct,
  run,
}: {
  scope: Scope;
  vendorListId: string;
  canAct: boolean;
  run: (change: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation(SUPPLIERS_NS);
  const list = useVendorList(scope, vendorListId);
  const changes = useListChanges(scope);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (!list.data) return <p role="status">{list.error ? t('loadError') : t('loading')}</p>;
  const { name, rotational, members } = list.data;
  type Member = (typeof members)[number];
  return (
    <Flex direction="column" gap="small">
      <Heading level={3}>{t('lists.members', { name })}</Heading>
      {members.length === 0 ? (
        <p>{t('lists.noMembers')}</p>
      ) : (
        <VendorTable<Member>
          caption={t('lists.members', { name })}
          vendors={members}
          {...(rotational
            ? { before: { header: t('columns.rotation'), cell: (m: Member) => m.rotationSequence } }
            : {})}
          after={[
            {
              header: t('columns.lastInvited'),
              cell: (m) => (m.lastInvitedAt ? date.format(new Date(m.lastInvitedAt)) : ''),
            },
            ...(canAct
              ? [
                  {
                    header: t('columns.actions'),
                    cell: (m: Member) => (
                      <Button
                        size="small"
                        aria-label={t('lists.removeLabel', { company: m.companyName })}
                        onClick={() =>
                          void run(
                            () => changes.removeVendor(vendorListId, m.vendorId),
                            t('lists.removed', { company: m.companyName }),
                          )
                        }
                      >
                        {t('lists.remove')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <p className="tb-muted">{t('lists.laterColumns')}</p>
    </Flex>
  );
}

function NewListForm({
  onCreate,
}: {
  onCreate: (body: {
    name: string;
    visibility: 'personal' | 'shared';
    rotational: boolean;
  }) => Promise<unknown>;
}) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<'personal' | 'shared'>('personal');
  const [rotational, setRotational] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(['name']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), visibility, rotational };
    const problems = validateForm(ZVendorListCreate, body);
    if (problems) return errors.show(problems);
    setBusy(true);
    try {
      await onCreate(body);
      notifier.notify(t('lists.created', { name: name.trim() }), 'success');
      setName('');
      setRotational(false);
      errors.clear();
    } catch (error) {
      errors.show(formErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-labelledby="new-supplier-list" onSubmit={(e) => void submit(e)} noValidate>
      <Heading level={3} id="new-supplier-list">
        {t('lists.createHeading')}
      </Heading>
      <fieldset disabled={busy} className="tb-fieldset">
        <ErrorSummary {...errors.summary} />
        <Flex direction="column" gap="small">
          <TextField
            label={t('lists.name')}
            id={errors.idOf('name')}
            name="name"
            isRequired
            maxLength={VENDOR_LIST_NAME_MAX_LENGTH}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              errors.clearField('name');
            }}
            hasError={!!errors.fields.name}
            errorMessage={errors.fields.name}
          />
          <fieldset className="tb-choices">
            <legend>{t('lists.visibility')}</legend>
            {(['personal', 'shared'] as const).map((value) => (
              <label key={value} className="tb-check">
                <input
                  type="radio"
                  name="visibility"
                  value={value}
                  checked={visibility === value}
                  onChange={() => setVisibility(value)}
                />{' '}
                {t(`lists.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className="tb-check">
            <input type="checkbox" checked={rotational} onChange={(e) => setRotational(e.target.checked)} />{' '}
            {t('lists.rotational')}
          </label>
          <Flex>
            <Button type="submit" variation="primary" isDisabled={busy}>
              {t('lists.create')}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}
