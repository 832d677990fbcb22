import '../i18n';
import { Badge, Button, Flex, Heading, SelectField, Text } from '@aws-amplify/ui-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '../../../components/ui/load-status';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { VENDOR_COMMENT_MAX_LENGTH } from '../../../../../shared/domain/suppliers/vendor-directory';
import {
  ZVendorCommentCreate,
  ZVendorListMemberChange,
  type TVendorOverview,
} from '../../../../../shared/schemas/vendor-directory';
import { DataTable } from '../../../components/ui/data-table';
import { TextArea } from '../../../components/ui/text-area';
import { paths, SUPPLIER_TABS, type SupplierTab } from '../../../config/paths';
import { accessTo } from '../../../lib/access';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { notifier } from '../../../lib/notify';
import { useAgencyTimeZone, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  downloadVendorDocument,
  useCommentChanges,
  useListChanges,
  useScope,
  useVendor,
  useVendorActivity,
  useVendorComments,
  useVendorDocuments,
  useVendorEmails,
  useVendorHistory,
  useVendorLists,
  type Scope,
} from '../api/suppliers-api';
import { SUPPLIERS_NS } from '../i18n';

/** Dates and times in the agency's zone, in the reader's language. */
function useFormats() {
  const { i18n } = useTranslation(SUPPLIERS_NS);
  const timeZone = useAgencyTimeZone();
  const zone = timeZone ? { timeZone } : {};
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...zone,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', ...zone });
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
    /** A calendar date (YYYY-MM-DD) as it is, whatever the zone. */
    day: (day: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
  };
}

/** A supplier's read (its tabs, its comments) while it loads, or that it could not, in the directory's texts. */
function Loading({ error, catalogueMessage = false }: { error: unknown; catalogueMessage?: boolean }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  return (
    <LoadStatus
      error={error}
      loadingText={t('loading')}
      failedText={t('loadError')}
      catalogueMessage={catalogueMessage}
    />
  );
}

/**
 * /suppliers/:id (docs/product/suppliers-and-accounts.md#supplier-directory, decision 053): a supplier's
 * header and its tabs (overview, history, emails, activity feed, documents, comments; performance comes with
 * its issue); the tab's content is the route's child.
 */
export function SupplierPage() {
  const { t } = useTranslation(SUPPLIERS_NS);
  const { id = '' } = useParams();
  const scope = useScope();
  const vendor = useVendor(scope, id);
  useDocumentTitle(vendor.data ? `${vendor.data.companyName} · ${t('title')}` : t('title'));
  if (!vendor.data)
    return (
      <Flex direction="column" gap="medium">
        <Link to={paths.suppliers.list.getHref()}>{t('supplier.back')}</Link>
        <Loading error={vendor.error} catalogueMessage />
      </Flex>
    );
  const { companyName, accountStatus, emailStatus } = vendor.data;
  return (
    <Flex direction="column" gap="medium">
      <Link to={paths.suppliers.list.getHref()}>{t('supplier.back')}</Link>
      <header className="tb-project-header">
        <Heading level={1}>{companyName}</Heading>
        <Flex gap="small" wrap="wrap">
          <Badge variation={accountStatus === 'active' ? 'success' : 'warning'}>
            {t(`accountStatus.${accountStatus}`)}
          </Badge>
          <Badge variation="info">{t(`emailStatus.${emailStatus}`)}</Badge>
        </Flex>
      </header>
      <nav aria-label={t('supplier.tabs')} className="tb-project-tabs">
        <ul>
          {SUPPLIER_TABS.map((tab) => (
            <li key={tab}>
              <NavLink to={paths.suppliers.detail.getHref(id, tab)} className="tb-project-tab">
                {t(`supplier.tab.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </Flex>
  );
}

/** One tab's content, by the route's tab (the supplier's address alone is the overview). */
export function SupplierTabPage({ tab }: { tab: SupplierTab }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const { id = '' } = useParams();
  const scope = useScope();
  if (!scope) return null;
  const props = { scope, vendorId: id };
  const tabs: Record<SupplierTab, ReactNode> = {
    overview: <OverviewTab {...props} />,
    history: <HistoryTab {...props} />,
    emails: <EmailsTab {...props} />,
    'activity-feed': <ActivityTab {...props} />,
    documents: <DocumentsTab {...props} />,
    comments: <CommentsTab {...props} />,
  };
  return <section aria-label={t(`supplier.tab.${tab}`)}>{tabs[tab]}</section>;
}

interface TabProps {
  scope: Scope;
  vendorId: string;
}

function OverviewTab({ scope, vendorId }: TabProps) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const vendor = useVendor(scope, vendorId);
  const formats = useFormats();
  if (!vendor.data) return <Loading error={vendor.error} />;
  const v = vendor.data;
  const yesNo = (value: boolean) => (value ? t('supplier.yes') : t('supplier.no'));
  const line = (label: string, value: ReactNode) =>
    value === undefined || value === '' ? null : (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    );
  return (
    <Flex direction="column" gap="medium">
      <Heading level={2}>{t('supplier.profile')}</Heading>
      <dl className="tb-details">
        {line(t('supplier.otherNames'), v.otherNames.join(', ') || t('supplier.none'))}
        {line(t('supplier.previousNames'), v.previousNames.join(', ') || t('supplier.none'))}
        {line(t('supplier.phone'), v.phone)}
        {line(t('supplier.cell'), v.cell)}
        {line(t('supplier.fax'), v.fax)}
        {line(t('supplier.afterHoursPhone'), v.afterHoursPhone)}
        {line(t('supplier.taxNumber'), v.taxNumber)}
        {line(t('supplier.categories'), v.categoryCodes.join(', ') || t('supplier.none'))}
        {line(
          t('supplier.diversity'),
          v.diversityClassifications.map((c) => t(`diversity.${c}`)).join(', ') || t('supplier.none'),
        )}
        {line(t('supplier.certifiedDiverse'), yesNo(v.certifiedDiverse))}
        {line(t('supplier.local'), yesNo(v.local))}
        {line(t('supplier.emergency'), yesNo(v.emergency))}
        {line(t('supplier.accountStatus'), t(`accountStatus.${v.accountStatus}`))}
        {line(t('supplier.emailStatus'), t(`emailStatus.${v.emailStatus}`))}
        {line(t('supplier.registeredOn'), formats.date(v.createdAt))}
      </dl>
      <Heading level={2}>{t('supplier.contacts')}</Heading>
      <ul>
        {v.contacts.map((c) => (
          <li key={c.email}>
            {`${c.firstName} ${c.lastName}`}
            {c.title ? `, ${c.title}` : ''}
            {c.primary ? ` (${t('supplier.primary')})` : ''} · <a href={`mailto:${c.email}`}>{c.email}</a>
            {c.phone ? ` · ${c.phone}` : ''}
          </li>
        ))}
      </ul>
      <Heading level={2}>{t('supplier.addresses')}</Heading>
      {v.addresses.length === 0 ? (
        <p>{t('supplier.none')}</p>
      ) : (
        <ul>
          {v.addresses.map((a) => (
            <li key={`${a.line1}${a.postalCode ?? ''}`}>
              {[a.line1, a.line2, a.city, a.provinceOrState, a.postalCode, a.country]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
      <Lists scope={scope} vendor={v} />
    </Flex>
  );
}

/** The reader's lists that hold the supplier, and adding it to another. */
function Lists({ scope, vendor }: { scope: Scope; vendor: TVendorOverview }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const { pathname } = useLocation();
  const session = useSession();
  const canAct = accessTo(session, pathname).canAct;
  const lists = useVendorLists(scope);
  const changes = useListChanges(scope);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const holding = new Set(vendor.lists.map((l) => l.vendorListId));
  const others = (lists.data ?? []).filter((l) => !holding.has(l.vendorListId));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForm(ZVendorListMemberChange, { vendorListId: chosen, vendorId: vendor.vendorId })
      ?.fields.vendorListId;
    setError(problem);
    const list = others.find((l) => l.vendorListId === chosen);
    if (problem || !list) return;
    try {
      await changes.addVendor(list.vendorListId, vendor.vendorId);
      notifier.notify(t('supplier.added', { company: vendor.companyName, name: list.name }), 'success');
      setChosen('');
    } catch (err) {
      setError(formErrorsOf(err).message ?? undefined);
    }
  };

  return (
    <>
      <Heading level={2}>{t('supplier.yourLists')}</Heading>
      {vendor.lists.length === 0 ? (
        <p>{t('supplier.noLists')}</p>
      ) : (
        <ul aria-label={t('supplier.yourLists')}>
          {vendor.lists.map((l) => (
            <li key={l.vendorListId}>{l.name}</li>
          ))}
        </ul>
      )}
      {canAct &&
        (lists.data && lists.data.length === 0 ? (
          <p className="tb-muted">{t('supplier.noListToAdd')}</p>
        ) : (
          others.length > 0 && (
            <form aria-labelledby="add-to-list" onSubmit={(e) => void add(e)} noValidate>
              <Heading level={3} id="add-to-list">
                {t('supplier.addToList')}
              </Heading>
              <Flex gap="small" alignItems="flex-end" wrap="wrap">
                <SelectField
                  label={t('supplier.chooseList')}
                  value={chosen}
                  onChange={(e) => {
                    setChosen(e.target.value);
                    setError(undefined);
                  }}
                  hasError={!!error}
                  errorMessage={error}
                >
                  <option value="">{t('supplier.chooseListPlaceholder')}</option>
                  {others.map((l) => (
                    <option key={l.vendorListId} value={l.vendorListId}>
                      {l.name}
                    </option>
                  ))}
                </SelectField>
                <Button type="submit" variation="primary">
                  {t('supplier.add')}
                </Button>
              </Flex>
            </form>
          )
        ))}
    </>
  );
}

function HistoryTab({ scope, vendorId }: TabProps) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const history = useVendorHistory(scope, vendorId);
  const formats = useFormats();
  if (!history.data) return <Loading error={history.error} />;
  if (history.data.length === 0) return <p>{t('history.none')}</p>;
  return (
    <DataTable label={t('history.caption')}>
      <caption className="tb-visually-hidden">{t('history.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.project')}</th>
          <th scope="col">{t('history.status')}</th>
          <th scope="col">{t('history.invited')}</th>
          <th scope="col">{t('history.planTaker')}</th>
          <th scope="col">{t('history.following')}</th>
          <th scope="col">{t('history.submissions')}</th>
        </tr>
      </thead>
      <tbody>
        {history.data.map((h) => (
          <tr key={h.projectId}>
            <th scope="row">
              <Link
                to={paths.projects.root.getHref(h.projectId)}
              >{`${h.projectNumber} · ${h.projectName}`}</Link>
            </th>
            <td>{t(`status.${h.status}`, { defaultValue: h.status })}</td>
            <td>{h.invitedAt ? formats.date(h.invitedAt) : ''}</td>
            <td>{h.planTakerSince ? formats.date(h.planTakerSince) : ''}</td>
            <td>{h.following ? t('supplier.yes') : t('supplier.no')}</td>
            <td>{h.submissions ?? t('history.sealed')}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function EmailsTab({ scope, vendorId }: TabProps) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const emails = useVendorEmails(scope, vendorId);
  const formats = useFormats();
  if (!emails.data) return <Loading error={emails.error} />;
  if (emails.data.length === 0) return <p>{t('emails.none')}</p>;
  return (
    <DataTable label={t('emails.caption')}>
      <caption className="tb-visually-hidden">{t('emails.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('emails.sentAt')}</th>
          <th scope="col">{t('emails.to')}</th>
          <th scope="col">{t('emails.subject')}</th>
        </tr>
      </thead>
      <tbody>
        {emails.data.map((e) => (
          <tr key={e.vendorEmailId}>
            <td>{formats.dateTime(e.sentAt)}</td>
            <td>{e.to}</td>
            <td>{e.subject}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function ActivityTab({ scope, vendorId }: TabProps) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const activity = useVendorActivity(scope, vendorId);
  const formats = useFormats();
  if (!activity.data) return <Loading error={activity.error} />;
  if (activity.data.length === 0) return <p>{t('activity.none')}</p>;
  return (
    <ol aria-label={t('activity.heading')}>
      {activity.data.map((event) => (
        <li key={event.eventId}>
          <Text as="span" fontWeight="bold">
            {event.actorName}
          </Text>{' '}
          {t(`activity.action.${event.action}`, { defaultValue: event.action })}
          {event.detail ? ` : ${event.detail}` : ''}
          <Text as="span" className="tb-muted">{` · ${formats.dateTime(event.at)}`}</Text>
        </li>
      ))}
    </ol>
  );
}

function DocumentsTab({ scope, vendorId }: TabProps) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const documents = useVendorDocuments(scope, vendorId);
  const formats = useFormats();
  if (!documents.data) return <Loading error={documents.error} />;
  if (documents.data.length === 0) return <p>{t('documents.none')}</p>;
  const download = async (supplierDocumentId: string) => {
    try {
      const { url } = await downloadVendorDocument(scope, vendorId, supplierDocumentId);
      window.location.assign(url);
    } catch (err) {
      notifier.notify(t('documents.downloadFailed', { message: formErrorsOf(err).message ?? '' }), 'error');
    }
  };
  return (
    <DataTable label={t('documents.caption')}>
      <caption className="tb-visually-hidden">{t('documents.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('documents.name')}</th>
          <th scope="col">{t('documents.fileName')}</th>
          <th scope="col">{t('documents.effective')}</th>
          <th scope="col">{t('documents.expiry')}</th>
          <th scope="col">{t('documents.uploaded')}</th>
          <th scope="col">{t('columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {documents.data.map((d) => (
          <tr key={d.supplierDocumentId}>
            <th scope="row">{d.displayName}</th>
            <td>{d.fileName}</td>
            <td>{d.effectiveDate ? formats.day(d.effectiveDate) : ''}</td>
            <td>{d.expiryDate ? formats.day(d.expiryDate) : ''}</td>
            <td>{`${formats.date(d.uploadedAt)} · ${d.uploadedBy}`}</td>
            <td>
              <Button
                size="small"
                aria-label={t('documents.downloadLabel', { name: d.displayName })}
                onClick={() => void download(d.supplierDocumentId)}
              >
                {t('documents.download')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function CommentsTab({ scope, vendorId }: TabProps) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const { pathname } = useLocation();
  const session = useSession();
  const canAct = accessTo(session, pathname).canAct;
  const comments = useVendorComments(scope, vendorId);
  const changes = useCommentChanges(scope, vendorId);
  const formats = useFormats();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForm(ZVendorCommentCreate, { vendorId, comment: text.trim() })?.fields.comment;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await changes.add(text.trim());
      notifier.notify(t('comments.added'), 'success');
      setText('');
      setError(undefined);
    } catch (err) {
      const problems = formErrorsOf(err);
      setError(problems.fields.comment ?? problems.message ?? undefined);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (vendorCommentId: string) => {
    try {
      await changes.remove(vendorCommentId);
      notifier.notify(t('comments.deleted'), 'success');
    } catch (err) {
      notifier.notify(formErrorsOf(err).message ?? t('loadError'), 'error');
    }
  };

  return (
    <Flex direction="column" gap="medium">
      <Heading level={2}>{t('comments.heading')}</Heading>
      <p className="tb-muted">{t('comments.intro')}</p>
      {canAct && (
        <form aria-label={t('comments.add')} onSubmit={(e) => void add(e)} noValidate>
          <Flex direction="column" gap="small">
            <TextArea
              label={t('comments.label')}
              value={text}
              onChange={(value) => {
                setText(value);
                setError(undefined);
              }}
              maxLength={VENDOR_COMMENT_MAX_LENGTH}
              error={error}
            />
            <Button type="submit" variation="primary" alignSelf="flex-start" isDisabled={busy}>
              {t('comments.add')}
            </Button>
          </Flex>
        </form>
      )}
      {!comments.data ? (
        <Loading error={comments.error} />
      ) : comments.data.length === 0 ? (
        <p>{t('comments.none')}</p>
      ) : (
        <ul aria-label={t('comments.heading')}>
          {comments.data.map((c) => (
            <li key={c.vendorCommentId}>
              <p style={{ whiteSpace: 'pre-wrap' }}>{c.comment}</p>
              <Flex gap="small" alignItems="center" wrap="wrap">
                <Text as="span" className="tb-muted">
                  {t('comments.by', { name: c.authorName, date: formats.dateTime(c.createdAt) })}
                </Text>
                {c.mine && canAct && (
                  <Button
                    size="small"
                    aria-label={t('comments.deleteLabel', { date: formats.dateTime(c.createdAt) })}
                    onClick={() => void remove(c.vendorCommentId)}
                  >
                    {t('comments.delete')}
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

export default SupplierPage;
