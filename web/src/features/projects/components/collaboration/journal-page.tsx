import { Alert, Button, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMENT_MAX_LENGTH,
  JOURNAL_NOTE_MAX_LENGTH,
} from '../../../../../../shared/domain/projects/collaboration-limits';
import {
  canChangeJournalRecord,
  JOURNAL_ATTACHMENTS_MAX,
  type JournalActor,
} from '../../../../../../shared/domain/projects/journal';
import type { TJournalEntry } from '../../../../../../shared/schemas/project-collaboration';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import {
  attachmentUploadCalls,
  useAddProjectComment,
  useJournalActions,
  useProjectComments,
  useProjectJournal,
} from '../../api/collaboration-api';
import type { ProjectScope } from '../../api/projects-api';
import { COLLABORATION_NS } from '../../i18n/collaboration';
import { formatBytes } from '../../../../lib/format-bytes';
import { ConfirmDialog, useConfirmation, type Confirmation } from './confirm-dialog';
import { ProjectHeading } from './project-heading';
import { TextForm } from './text-form';
import { formatInstant, useCollaborationPage } from './use-collaboration-page';

/** "Lee Procter, Nov 23, 2026, 2:05 p.m.": who wrote it and when, in the agency's time zone. */
function useByline(timeZone: string) {
  const { t, i18n } = useTranslation(COLLABORATION_NS);
  return (item: { createdByName: string; createdAt: string }) =>
    t('byOn', {
      name: item.createdByName || t('deletedUser'),
      date: formatInstant(item.createdAt, timeZone, i18n.language),
    });
}

// Uppy loads with the form, when a user attaches a file: not with the journal.
const AttachmentForm = lazy(() => import('./attachment-form'));

/** A note's files: download each; its author or the project lead removes one; attach another. */
function Attachments({
  entry,
  scope,
  actions,
  mayChange,
  ask,
  locked,
}: {
  entry: TJournalEntry;
  scope: ProjectScope;
  actions: ReturnType<typeof useJournalActions>;
  mayChange: (record: { createdBy: string }) => boolean;
  ask: (confirmation: Confirmation) => void;
  locked: boolean;
}) {
  const { t, i18n } = useTranslation(COLLABORATION_NS);
  const [attaching, setAttaching] = useState(false);
  const calls = useMemo(
    () => attachmentUploadCalls(scope, entry.projectId, entry.projectJournalId),
    [scope, entry.projectId, entry.projectJournalId],
  );
  const download = async (attachment: TJournalEntry['attachments'][number]) => {
    try {
      window.location.assign((await actions.downloadAttachment(attachment)).url);
    } catch (error) {
      notifier.notify(formErrorsOf(error).message ?? '', 'error');
    }
  };
  const full = entry.attachments.length >= JOURNAL_ATTACHMENTS_MAX;
  return (
    <section aria-label={t('attachments.title')} data-testid="journal-attachments">
      {entry.attachments.length > 0 && (
        <ul className="tb-plain-list">
          {entry.attachments.map((a) => (
            <li key={a.projectJournalAttachmentId}>
              <Flex gap="small" alignItems="center" wrap="wrap">
                <Button
                  size="small"
                  variation="link"
                  aria-label={t('attachments.download', { name: a.fileName })}
                  onClick={() => void download(a)}
                >
                  {a.fileName}
                </Button>
                <span className="tb-muted">{formatBytes(a.size, i18n.language)}</span>
                {mayChange(a) && (
                  <Button
                    size="small"
                    isDisabled={locked}
                    aria-label={t('attachments.removeFile', { name: a.fileName })}
                    onClick={() =>
                      ask({
                        title: t('attachments.removeTitle'),
                        body: t('attachments.removeBody', { name: a.fileName }),
                        confirmLabel: t('attachments.remove'),
                        done: t('attachments.removed', { name: a.fileName }),
                        run: () => actions.removeAttachment(a),
                      })
                    }
                  >
                    {t('attachments.remove')}
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {/* Code arriving for the attachment form, inline under the entry: a small labelled spinner. */}
      {attaching ? (
        <Suspense fallback={<Loader ariaLabel={t('loading')} />}>
          <AttachmentForm
            calls={calls}
            existingCount={entry.attachments.length}
            onUploaded={actions.refresh}
            onClose={() => setAttaching(false)}
            messageOf={(error) => formErrorsOf(error).message ?? ''}
          />
        </Suspense>
      ) : (
        <Button size="small" isDisabled={locked || full} onClick={() => setAttaching(true)}>
          {full ? t('attachments.full', { max: JOURNAL_ATTACHMENTS_MAX }) : t('attachments.attach')}
        </Button>
      )}
    </section>
  );
}

function JournalEntry({
  entry,
  scope,
  actions,
  actor,
  projectLeadId,
  ask,
  timeZone,
  locked,
}: {
  entry: TJournalEntry;
  scope: ProjectScope;
  actions: ReturnType<typeof useJournalActions>;
  actor: JournalActor;
  projectLeadId: string | undefined;
  ask: (confirmation: Confirmation) => void;
  timeZone: string;
  locked: boolean;
}) {
  const { t, i18n } = useTranslation(COLLABORATION_NS);
  const byline = useByline(timeZone);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const date = formatInstant(entry.createdAt, timeZone, i18n.language);
  // The same rule the API applies: the author, the project lead, a site administrator.
  const mayChange = (record: { createdBy: string }) =>
    canChangeJournalRecord(actor, record, { projectLeadId });

  const togglePin = async () => {
    setBusy(true);
    try {
      await actions.setPinned({ projectJournalId: entry.projectJournalId, pinned: !entry.pinned });
    } catch (error) {
      notifier.notify(formErrorsOf(error).message ?? '', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="tb-card" data-testid="journal-entry">
      <Flex direction="column" gap="small">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
          <span className="tb-muted">{byline(entry)}</span>
          <Flex gap="small" alignItems="center">
            {entry.pinned && <span className="amplify-badge amplify-badge--info">{t('journal.pinned')}</span>}
            <Button
              size="small"
              isDisabled={locked || busy}
              aria-label={t(entry.pinned ? 'journal.unpinEntry' : 'journal.pinEntry', { date })}
              onClick={() => void togglePin()}
            >
              {t(entry.pinned ? 'journal.unpin' : 'journal.pin')}
            </Button>
            {mayChange(entry) && (
              <>
                <Button
                  size="small"
                  isDisabled={locked || busy || editing}
                  aria-label={t('journal.editEntry', { date })}
                  onClick={() => setEditing(true)}
                >
                  {t('journal.edit')}
                </Button>
                <Button
                  size="small"
                  isDisabled={locked || busy}
                  aria-label={t('journal.deleteEntry', { date })}
                  onClick={() =>
                    ask({
                      title: t('journal.deleteTitle'),
                      body: t('journal.deleteBody', { date }),
                      confirmLabel: t('journal.delete'),
                      done: t('journal.deleted'),
                      run: () => actions.deleteNote(entry),
                    })
                  }
                >
                  {t('journal.delete')}
                </Button>
              </>
            )}
          </Flex>
        </Flex>
        {editing ? (
          <TextForm
            label={t('journal.editNote')}
            submitLabel={t('journal.save')}
            cancelLabel={t('cancel')}
            maxLength={JOURNAL_NOTE_MAX_LENGTH}
            rows={4}
            disabled={locked}
            initialText={entry.note}
            savedMessage={t('journal.saved')}
            onSave={async (note) => {
              await actions.editNote(entry, note);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
            testId="journal-edit-form"
          />
        ) : (
          <p className="tb-pre-line">{entry.note}</p>
        )}
        <Attachments
          entry={entry}
          scope={scope}
          actions={actions}
          mayChange={mayChange}
          ask={ask}
          locked={locked}
        />
        {entry.comments.length > 0 && (
          <section aria-label={t('journal.comments')}>
            <ul className="tb-plain-list">
              {entry.comments.map((c) => (
                <li key={c.projectJournalCommentId}>
                  <span className="tb-muted">{byline(c)}</span>
                  <p className="tb-pre-line">{c.comment}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <TextForm
          label={t('journal.comment')}
          submitLabel={t('journal.addComment')}
          maxLength={COMMENT_MAX_LENGTH}
          rows={2}
          disabled={locked}
          onSave={(text) => actions.addComment(entry.projectJournalId, text)}
        />
      </Flex>
    </li>
  );
}

function Journal({ scope, projectId, timeZone, locked, actor, projectLeadId }: JournalSection) {
  const { t } = useTranslation(COLLABORATION_NS);
  const journal = useProjectJournal({ s: scope, projectId });
  const actions = useJournalActions(scope, projectId);
  const confirmation = useConfirmation();
  return (
    <section aria-labelledby="journal-title">
      <Flex direction="column" gap="medium">
        <Heading level={2} id="journal-title">
          {t('journal.title')}
        </Heading>
        <p>{t('journal.intro')}</p>
        <TextForm
          label={t('journal.note')}
          submitLabel={t('journal.add')}
          maxLength={JOURNAL_NOTE_MAX_LENGTH}
          rows={4}
          disabled={locked}
          savedMessage={t('journal.added')}
          onSave={actions.addNote}
          testId="journal-note-form"
        />
        <SwrState state={journal} empty={t('journal.empty')} />
        {journal.data && journal.data.length > 0 && (
          <ul className="tb-plain-list" aria-label={t('journal.title')}>
            {journal.data.map((entry) => (
              <JournalEntry
                key={entry.projectJournalId}
                entry={entry}
                scope={scope}
                actions={actions}
                actor={actor}
                projectLeadId={projectLeadId}
                ask={confirmation.ask}
                timeZone={timeZone}
                locked={locked}
              />
            ))}
          </ul>
        )}
        <ConfirmDialog confirmation={confirmation} />
      </Flex>
    </section>
  );
}

function Comments({ scope, projectId, timeZone, locked }: Section) {
  const { t } = useTranslation(COLLABORATION_NS);
  const comments = useProjectComments({ s: scope, projectId });
  const add = useAddProjectComment(scope, projectId);
  const byline = useByline(timeZone);
  return (
    <section aria-labelledby="comments-title">
      <Flex direction="column" gap="medium">
        <Heading level={2} id="comments-title">
          {t('comments.title')}
        </Heading>
        <TextForm
          label={t('comments.comment')}
          submitLabel={t('comments.add')}
          maxLength={COMMENT_MAX_LENGTH}
          disabled={locked}
          savedMessage={t('comments.added')}
          onSave={add}
        />
        <SwrState state={comments} empty={t('comments.empty')} />
        {comments.data && comments.data.length > 0 && (
          <ul className="tb-plain-list" aria-label={t('comments.title')}>
            {comments.data.map((c) => (
              <li key={c.projectCommentId} className="tb-card">
                <span className="tb-muted">{byline(c)}</span>
                <p className="tb-pre-line">{c.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </section>
  );
}

interface Section {
  scope: ProjectScope;
  projectId: string;
  timeZone: string;
  locked: boolean;
}

interface JournalSection extends Section {
  actor: JournalActor;
  projectLeadId: string | undefined;
}

/** A list's loading, error and empty states. */
export function SwrState({
  state,
  empty,
}: {
  state: { data?: readonly unknown[] | undefined; error?: unknown; isLoading: boolean };
  empty: string;
}) {
  const { t } = useTranslation(COLLABORATION_NS);
  if (state.error)
    return (
      <Alert variation="error" role="alert">
        {formErrorsOf(state.error).message}
      </Alert>
    );
  // A list inside a section: its labelled spinner, and the empty state beside it, as the journal and tasks show them.
  if (state.isLoading) return <Loader ariaLabel={t('loading')} />;
  if (state.data?.length === 0) return <p className="tb-muted">{empty}</p>;
  return null;
}

/**
 * /projects/:id/journal (decision 031; docs/product/projects.md#collaboration): the project's journal, pinned
 * entries first, each with its comments and files (decision 035), and the project's comments. A note's
 * author or the project lead edits or deletes it.
 */
export function JournalPage() {
  const { t } = useTranslation();
  const title = t('pages.project.journal');
  const { projectId, scope, project, timeZone, locked, actor } = useCollaborationPage(title);
  // Not a read's state: the session's scope arrives within a moment, so a bare spinner, no text (as before).
  if (!scope) return <Loader />;
  const section = { scope, projectId, timeZone, locked };
  return (
    <Flex direction="column" gap="large">
      <ProjectHeading title={title} project={project} />
      {project.data && (
        <>
          <Journal {...section} actor={actor} projectLeadId={project.data.project.projectLeadId} />
          <Comments {...section} />
        </>
      )}
    </Flex>
  );
}

export default JournalPage;
