import { Alert, Button, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMENT_MAX_LENGTH,
  JOURNAL_NOTE_MAX_LENGTH,
} from '../../../../../../shared/domain/projects/collaboration-limits';
import type { TJournalEntry } from '../../../../../../shared/schemas/project-collaboration';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import {
  useAddProjectComment,
  useJournalActions,
  useProjectComments,
  useProjectJournal,
} from '../../api/collaboration-api';
import type { ProjectScope } from '../../api/projects-api';
import { COLLABORATION_NS } from '../../i18n/collaboration';
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

function JournalEntry({
  entry,
  actions,
  timeZone,
  locked,
}: {
  entry: TJournalEntry;
  actions: ReturnType<typeof useJournalActions>;
  timeZone: string;
  locked: boolean;
}) {
  const { t, i18n } = useTranslation(COLLABORATION_NS);
  const byline = useByline(timeZone);
  const [busy, setBusy] = useState(false);
  const date = formatInstant(entry.createdAt, timeZone, i18n.language);

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
          </Flex>
        </Flex>
        <p className="tb-pre-line">{entry.note}</p>
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

function Journal({ scope, projectId, timeZone, locked }: Section) {
  const { t } = useTranslation(COLLABORATION_NS);
  const journal = useProjectJournal({ s: scope, projectId });
  const actions = useJournalActions(scope, projectId);
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
                actions={actions}
                timeZone={timeZone}
                locked={locked}
              />
            ))}
          </ul>
        )}
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
  if (state.isLoading) return <Loader ariaLabel={t('loading')} />;
  if (state.data?.length === 0) return <p className="tb-muted">{empty}</p>;
  return null;
}

/**
 * /projects/:id/journal (decision 031; spec 1 §2 names no route for it): the project's journal, pinned
 * entries first, each with its comments, and the project's comments.
 */
export function JournalPage() {
  const { t } = useTranslation();
  const title = t('pages.project.journal');
  const { projectId, scope, project, timeZone, locked } = useCollaborationPage(title);
  if (!scope) return <Loader />;
  const section = { scope, projectId, timeZone, locked };
  return (
    <Flex direction="column" gap="large">
      <ProjectHeading title={title} project={project} />
      {project.data && (
        <>
          <Journal {...section} />
          <Comments {...section} />
        </>
      )}
    </Flex>
  );
}

export default JournalPage;
