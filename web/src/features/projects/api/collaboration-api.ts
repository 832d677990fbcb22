/**
 * A project's journal, comments and tasks (docs/product/projects.md#collaboration; decision 031), through the
 * generated route table. Each list is one SWR key; a change revalidates the list it touched.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { TJournalAttachment } from '../../../../../shared/schemas/journal-attachments';
import type {
  TJournalEntry,
  TJournalEntryPin,
  TProjectTaskCreate,
  TProjectTaskStatus,
  TProjectTaskUpdate,
} from '../../../../../shared/schemas/project-collaboration';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { projectUploadCalls } from '../../../lib/upload/project-upload-calls';
import type { UploaderCalls } from '../../../lib/upload/uploader';
import type { ProjectScope } from './projects-api';

const collaborationKeys = {
  journal: (s: ProjectScope, projectId: string) =>
    apiUrl(routes.findProjectJournal, { params: s, query: { projectId } }),
  comments: (s: ProjectScope, projectId: string) =>
    apiUrl(routes.findProjectComments, { params: s, query: { projectId } }),
  tasks: (s: ProjectScope, projectId: string) =>
    apiUrl(routes.findProjectTasks, { params: s, query: { projectId } }),
  assignees: (s: ProjectScope, projectId: string) =>
    apiUrl(routes.findTaskAssignees, { params: s, query: { projectId } }),
};

type Scoped = { s: ProjectScope | null; projectId: string | undefined };

export function useProjectJournal({ s, projectId }: Scoped) {
  return useSWR(s && projectId ? collaborationKeys.journal(s, projectId) : null, () =>
    call(routes.findProjectJournal, { params: s!, query: { projectId: projectId! } }),
  );
}

export function useProjectComments({ s, projectId }: Scoped) {
  return useSWR(s && projectId ? collaborationKeys.comments(s, projectId) : null, () =>
    call(routes.findProjectComments, { params: s!, query: { projectId: projectId! } }),
  );
}

export function useProjectTasks({ s, projectId }: Scoped) {
  return useSWR(s && projectId ? collaborationKeys.tasks(s, projectId) : null, () =>
    call(routes.findProjectTasks, { params: s!, query: { projectId: projectId! } }),
  );
}

export function useTaskAssignees({ s, projectId }: Scoped) {
  return useSWR(s && projectId ? collaborationKeys.assignees(s, projectId) : null, () =>
    call(routes.findTaskAssignees, { params: s!, query: { projectId: projectId! } }),
  );
}

/** The journal's changes: each revalidates the journal once it is written. */
export function useJournalActions(s: ProjectScope, projectId: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(collaborationKeys.journal(s, projectId));
  const params = s;
  return {
    addNote: async (note: string) => {
      await call(routes.addJournalEntry, { params, body: { projectId, note } });
      await refresh();
    },
    setPinned: async (arg: Omit<TJournalEntryPin, 'projectId'>) => {
      await call(routes.pinJournalEntry, { params, body: { projectId, ...arg } });
      await refresh();
    },
    addComment: async (projectJournalId: string, comment: string) => {
      await call(routes.addJournalComment, { params, body: { projectId, projectJournalId, comment } });
      await refresh();
    },
    editNote: async (entry: TJournalEntry, note: string) => {
      const query = { projectId, projectJournalId: entry.projectJournalId };
      await call(routes.updateJournalEntry, { params, query, body: { version: entry.version, note } });
      await refresh();
    },
    deleteNote: async (entry: TJournalEntry) => {
      await call(routes.deleteJournalEntry, {
        params,
        query: { projectId, projectJournalId: entry.projectJournalId },
      });
      await refresh();
    },
    removeAttachment: async (attachment: TJournalAttachment) => {
      await call(routes.deleteJournalAttachment, {
        params,
        query: { projectId, projectJournalAttachmentId: attachment.projectJournalAttachmentId },
      });
      await refresh();
    },
    downloadAttachment: (attachment: TJournalAttachment) =>
      call(routes.downloadJournalAttachment, {
        params,
        query: { projectId, projectJournalAttachmentId: attachment.projectJournalAttachmentId },
      }),
    refresh,
  };
}

/**
 * The upload path's calls for a file on a note (decision 035): its own start and complete, the project's
 * part signing, listing and abort. The uploader hands the completed record through without reading it,
 * so the note's file travels where a document would.
 */
export function attachmentUploadCalls(
  s: ProjectScope,
  projectId: string,
  projectJournalId: string,
): UploaderCalls {
  const query = { projectId, projectJournalId };
  return {
    ...projectUploadCalls(s, projectId),
    start: ({ fileName, size, contentType }, signal) =>
      call(routes.startJournalAttachmentUpload, {
        params: s,
        query,
        body: { fileName, size, ...(contentType ? { contentType } : {}) },
        signal,
      }),
    complete: (body, signal) =>
      call(routes.completeJournalAttachmentUpload, { params: s, query, body, signal }),
  };
}

export function useAddProjectComment(s: ProjectScope, projectId: string) {
  const { mutate } = useSWRConfig();
  return async (comment: string) => {
    await call(routes.addProjectComment, { params: s, body: { projectId, comment } });
    await mutate(collaborationKeys.comments(s, projectId));
  };
}

/** The task changes: each revalidates the task list once it is written. */
export function useTaskActions(s: ProjectScope, projectId: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(collaborationKeys.tasks(s, projectId));
  const params = s;
  return {
    add: async (task: Omit<TProjectTaskCreate, 'projectId'>) => {
      await call(routes.addProjectTask, { params, body: { projectId, ...task } });
      await refresh();
    },
    update: async (projectTaskId: string, task: TProjectTaskUpdate) => {
      await call(routes.updateProjectTask, { params, query: { projectId, projectTaskId }, body: task });
      await refresh();
    },
    setStatus: async (projectTaskId: string, status: TProjectTaskStatus) => {
      await call(routes.setProjectTaskStatus, { params, query: { projectId, projectTaskId }, body: status });
      await refresh();
    },
    remove: async (projectTaskId: string) => {
      await call(routes.deleteProjectTask, { params, query: { projectId, projectTaskId } });
      await refresh();
    },
  };
}
