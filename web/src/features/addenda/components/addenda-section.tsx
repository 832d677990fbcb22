import '../i18n';
import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { findPublishProblem } from '../../../../../shared/domain/addenda/addenda';
import {
  ADDENDUM_TEXT_MAX_LENGTH,
  ADDENDUM_TITLE_MAX_LENGTH,
} from '../../../../../shared/domain/addenda/addendum-limits';
import type { ProjectStatus } from '../../../../../shared/domain/projects/project-types';
import { ZAddendumDraft, type TAddendum } from '../../../../../shared/schemas/addenda';
import { useWithdrawalWarning } from '../../../components/requirements/withdrawal-warning';
import { Check } from '../../../components/ui/native-fields';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextArea } from '../../../components/ui/text-area';
import { paths } from '../../../config/paths';
import { accessTo } from '../../../lib/access';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { notifier } from '../../../lib/notify';
import { useAgencyTimeZone, useSession } from '../../../lib/session';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { zonedInstant } from '../../../lib/zoned-instant';
import {
  useAddenda,
  useAddendumChanges,
  useAddendumDocuments,
  useScope,
  type DraftInput,
} from '../api/addenda-api';
import { ADDENDA_NS } from '../i18n';
import { AddendumUpload } from './addendum-upload';
import { Loaded } from '../../../components/ui/loaded';

type Changes = ReturnType<typeof useAddendumChanges>;

/**
 * Source → questions and addenda, the addenda (issue 9 item 4, decision 052): the project's addenda, a
 * draft written and changed (title, the change in words, the project's addendum documents), published with
 * the warning when it withdraws completed submissions (decision 040), and, per published addendum, which
 * plan takers and bidders acknowledged it. Changing needs the Build edit right, as the documents.
 */
export function AddendaSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation(ADDENDA_NS);
  const session = useSession();
  const scope = useScope();
  const addenda = useAddenda(scope, projectId);
  const changes = useAddendumChanges(scope, projectId);
  const { withWarning, dialog: withdrawalDialog } = useWithdrawalWarning();
  const [editing, setEditing] = useState<TAddendum | 'new' | null>(null);
  const [publishing, setPublishing] = useState<TAddendum | null>(null);
  const [discarding, setDiscarding] = useState<TAddendum | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canAct = accessTo(session, paths.projects.area.getHref(projectId, 'build', 'documents')).canAct;
  const view = addenda.data;

  const run = async (change: () => Promise<unknown>, done: (value: unknown) => string) => {
    setError(null);
    try {
      const value = await change();
      if (value !== undefined) notifier.notify(done(value), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  const publish = async (a: TAddendum) => {
    setPublishing(null);
    await run(
      () => withWarning((named) => changes.publish(a, named)),
      (published) => t('published', { number: (published as TAddendum).number }),
    );
  };

  return (
    <section aria-labelledby="addenda-heading" className="tb-section">
      <Heading level={2} id="addenda-heading">
        {t('title')}
      </Heading>
      <p>{t('intro')}</p>
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {canAct && editing === null && <Button onClick={() => setEditing('new')}>{t('new')}</Button>}
      {editing !== null && (
        <DraftForm
          projectId={projectId}
          addendum={editing === 'new' ? undefined : editing}
          changes={changes}
          onDone={() => setEditing(null)}
        />
      )}
      <Loaded
        result={{ data: view, error: addenda.error }}
        loadingText={t('loading')}
        failedText={t('loadError')}
        catalogueMessage={false}
      >
        {(view) =>
          view.addenda.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            view.addenda.map((a) => (
              <AddendumItem
                key={a.addendumId}
                addendum={a}
                projectStatus={view.projectStatus as ProjectStatus}
                canAct={canAct && editing === null}
                onEdit={() => setEditing(a)}
                onPublish={() => setPublishing(a)}
                onDiscard={() => setDiscarding(a)}
              />
            ))
          )
        }
      </Loaded>
      <ModalDialog
        open={publishing !== null}
        title={t('publishTitle', { title: publishing?.title ?? '' })}
        onCancel={() => setPublishing(null)}
        actions={
          <>
            <Button data-autofocus onClick={() => setPublishing(null)}>
              {t('cancel')}
            </Button>
            <Button variation="primary" onClick={() => void publish(publishing!)}>
              {t('publish')}
            </Button>
          </>
        }
      >
        <p>{t('publishBody')}</p>
      </ModalDialog>
      <ModalDialog
        open={discarding !== null}
        title={t('discardTitle', { title: discarding?.title ?? '' })}
        onCancel={() => setDiscarding(null)}
        actions={
          <>
            <Button data-autofocus onClick={() => setDiscarding(null)}>
              {t('cancel')}
            </Button>
            <Button
              variation="destructive"
              onClick={() => {
                const a = discarding!;
                setDiscarding(null);
                void run(
                  async () => {
                    await changes.discard(a);
                    return a;
                  },
                  () => t('discarded'),
                );
              }}
            >
              {t('discard')}
            </Button>
          </>
        }
      >
        <p>{t('discardBody')}</p>
      </ModalDialog>
      {withdrawalDialog}
    </section>
  );
}

function AddendumItem({
  addendum: a,
  projectStatus,
  canAct,
  onEdit,
  onPublish,
  onDiscard,
}: {
  addendum: TAddendum;
  projectStatus: ProjectStatus;
  canAct: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation(ADDENDA_NS);
  // In the agency's zone, named, as every time on the buyers' screens.
  const timeZone = useAgencyTimeZone() ?? 'UTC';
  const when = (instant: string) => zonedInstant(instant, timeZone, canadianLocale(i18n.language));
  const headingId = `addendum-${a.addendumId}`;
  const heading =
    a.status === 'published'
      ? t('numbered', { number: a.number, title: a.title })
      : t('draft', { title: a.title });
  const notOpen = findPublishProblem(a, projectStatus) === 'addendumBidNotOpen';
  return (
    <article aria-labelledby={headingId} className="tb-section" data-testid="addendum">
      <Heading level={3} id={headingId}>
        {heading}
      </Heading>
      {a.status === 'published' && a.publishedAt && (
        <p className="tb-muted">
          {t('publishedOn', { when: when(a.publishedAt), name: a.publishedByName ?? '' })}
        </p>
      )}
      <p style={{ whiteSpace: 'pre-wrap' }}>{a.text}</p>
      {a.documents.length > 0 && (
        <>
          <Heading level={4}>{t('documents')}</Heading>
          <ul>
            {a.documents.map((d) => (
              <li key={d.documentId}>{d.displayName}</li>
            ))}
          </ul>
        </>
      )}
      {a.status === 'draft' && canAct && (
        <>
          {notOpen && <p className="tb-muted">{t('notOpen')}</p>}
          <Flex gap="small" wrap="wrap">
            <Button size="small" aria-label={t('editLabel', { title: a.title })} onClick={onEdit}>
              {t('edit')}
            </Button>
            <Button
              size="small"
              variation="primary"
              aria-label={t('publishLabel', { title: a.title })}
              isDisabled={notOpen}
              onClick={onPublish}
            >
              {t('publish')}
            </Button>
            <Button size="small" aria-label={t('discardLabel', { title: a.title })} onClick={onDiscard}>
              {t('discard')}
            </Button>
          </Flex>
        </>
      )}
      {a.status === 'published' && (
        <>
          <Heading level={4}>{t('acknowledgements')}</Heading>
          {a.acknowledgements.length === 0 ? (
            <p>{t('noCompanies')}</p>
          ) : (
            <table className="tb-table">
              <caption className="tb-visually-hidden">{`${t('acknowledgements')} · ${heading}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('company')}</th>
                  <th scope="col">{t('acknowledgement')}</th>
                </tr>
              </thead>
              <tbody>
                {a.acknowledgements.map((r) => (
                  <tr key={r.vendorId}>
                    <th scope="row">{r.companyName}</th>
                    <td>
                      {r.acknowledged && r.acknowledgedAt
                        ? t('acknowledgedOn', {
                            when: when(r.acknowledgedAt),
                            name: r.acknowledgedByName ?? '',
                          })
                        : t('notAcknowledged')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </article>
  );
}

function DraftForm({
  projectId,
  addendum,
  changes,
  onDone,
}: {
  projectId: string;
  addendum: TAddendum | undefined;
  changes: Changes;
  onDone: () => void;
}) {
  const { t } = useTranslation(ADDENDA_NS);
  const scope = useScope();
  const documents = useAddendumDocuments(scope, projectId);
  const [title, setTitle] = useState(addendum?.title ?? '');
  const [text, setText] = useState(addendum?.text ?? '');
  const [chosen, setChosen] = useState<string[]>(addendum?.documents.map((d) => d.documentId) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: DraftInput = { title: title.trim(), text: text.trim(), documentIds: chosen };
    // The create route's schema (an edit sends the same fields with its version).
    const found = validateForm(ZAddendumDraft, input)?.fields ?? {};
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await (addendum ? changes.update(addendum, input) : changes.create(input));
      notifier.notify(t('saved'), 'success');
      onDone();
    } catch (err) {
      const { fields, message: above } = formErrorsOf(err);
      setErrors(fields);
      setMessage(above);
    } finally {
      setSaving(false);
    }
  };

  const formTitle = addendum ? t('editTitle', { title: addendum.title }) : t('newTitle');
  return (
    <form aria-label={formTitle} onSubmit={(e) => void submit(e)} noValidate className="tb-section">
      <Heading level={3}>{formTitle}</Heading>
      {message && (
        <Alert variation="error" role="alert">
          {message}
        </Alert>
      )}
      <Flex direction="column" gap="small">
        <TextField
          label={t('fieldTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={ADDENDUM_TITLE_MAX_LENGTH}
          hasError={!!errors.title}
          errorMessage={errors.title}
        />
        <TextArea
          label={t('fieldText')}
          hint={t('fieldTextHint')}
          value={text}
          onChange={setText}
          maxLength={ADDENDUM_TEXT_MAX_LENGTH}
          error={errors.text}
          rows={6}
        />
        <fieldset className="tb-fieldset">
          <legend>{t('documents')}</legend>
          {documents.data === undefined ? (
            <p role="status">{t('loading')}</p>
          ) : documents.data.length === 0 ? (
            <p className="tb-muted">{t('noDocuments')}</p>
          ) : (
            documents.data.map((d) => (
              <Check
                key={d.documentId}
                label={d.displayName}
                checked={chosen.includes(d.documentId)}
                onChange={(on) =>
                  setChosen((ids) => (on ? [...ids, d.documentId] : ids.filter((id) => id !== d.documentId)))
                }
              />
            ))
          )}
          {errors.documentIds && (
            <p className="amplify-text amplify-field__error-message" role="alert">
              {errors.documentIds}
            </p>
          )}
          {scope && (
            <AddendumUpload
              scope={scope}
              projectId={projectId}
              onUploaded={async (name) => {
                const fresh = await documents.mutate();
                const added = fresh?.find((d) => d.displayName === name);
                if (added) setChosen((ids) => [...ids, added.documentId]);
              }}
            />
          )}
          <p className="tb-muted">
            {t('uploadHint')}{' '}
            <Link to={paths.projects.area.getHref(projectId, 'build', 'documents')}>{t('uploadLink')}</Link>
          </p>
        </fieldset>
        <Flex gap="small">
          <Button type="submit" variation="primary" isLoading={saving}>
            {t('saveDraft')}
          </Button>
          <Button type="button" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
