import { createGroupHandler } from '../core/http.js';
import {
  projectCollaborationCatalogue,
  projectCollaborationRoutes,
} from '../routes/project-collaboration.js';
import { addProjectComment, findProjectComments } from './comment-service.js';
import {
  addJournalComment,
  addJournalEntry,
  deleteJournalComment,
  deleteJournalEntry,
  findProjectJournal,
  pinJournalEntry,
  updateJournalEntry,
} from './journal-service.js';
import {
  addProjectTask,
  deleteProjectTask,
  findProjectTasks,
  findTaskAssignees,
  setProjectTaskStatus,
  updateProjectTask,
} from './task-service.js';

/**
 * A project's journal, comments and tasks (docs/product/projects.md#collaboration): every lookup is scoped by
 * the session's agency.
 */
export const handler = createGroupHandler(projectCollaborationRoutes, projectCollaborationCatalogue, {
  findProjectJournal: async ({ session, query }) => findProjectJournal(session, query.projectId),
  addJournalEntry: async ({ session, body }) => addJournalEntry(session, body),
  updateJournalEntry: async ({ session, query, body }) => updateJournalEntry(session, query, body),
  pinJournalEntry: async ({ session, body }) => pinJournalEntry(session, body),
  deleteJournalEntry: async ({ session, query }) => deleteJournalEntry(session, query),
  addJournalComment: async ({ session, body }) => addJournalComment(session, body),
  deleteJournalComment: async ({ session, query }) => deleteJournalComment(session, query),
  findProjectComments: async ({ session, query }) => findProjectComments(session, query.projectId),
  addProjectComment: async ({ session, body }) => addProjectComment(session, body),
  findProjectTasks: async ({ session, query }) => findProjectTasks(session, query.projectId),
  findTaskAssignees: async ({ session, query }) => findTaskAssignees(session, query.projectId),
  addProjectTask: async ({ session, body, lang }) => addProjectTask(session, body, lang),
  updateProjectTask: async ({ session, query, body, lang }) => updateProjectTask(session, query, body, lang),
  setProjectTaskStatus: async ({ session, query, body }) => setProjectTaskStatus(session, query, body),
  deleteProjectTask: async ({ session, query }) => deleteProjectTask(session, query),
});
