import {
  ZCollaborationProjectQuery,
  ZJournal,
  ZJournalComment,
  ZJournalCommentCreate,
  ZJournalCommentQuery,
  ZJournalEntry,
  ZJournalEntryCreate,
  ZJournalEntryPin,
  ZJournalEntryQuery,
  ZJournalEntryUpdate,
  ZProjectComment,
  ZProjectCommentCreate,
  ZProjectComments,
  ZProjectTask,
  ZProjectTaskAssignees,
  ZProjectTaskCreate,
  ZProjectTaskQuery,
  ZProjectTasks,
  ZProjectTaskStatus,
  ZProjectTaskUpdate,
} from '../../shared/schemas/project-collaboration.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import { defineRoutes } from './types.js';
import { catalogueOf } from '../../shared/errors.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { PROJECT_COLLABORATION_ERRORS } from '../../shared/errors/project-collaboration.js';

/** The ProjectJournals, ProjectJournalComments, ProjectComments and ProjectTask paths. */
const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const projectJournalId = '0c5a1e9b-2f4d-4a7e-8b3c-9d1e2f3a4b5c';
const projectJournalCommentId = '3e7b9d1f-5a2c-4e8b-9f0a-1b2c3d4e5f60';
const projectTaskId = '7a1c3e5f-9b2d-4f6a-8c0e-2d4f6a8c0e1b';
const userId = '8f14e45f-ceea-4e7a-9d0b-2f1c3a5b7d90';

/**
 * The journal, comments and tasks are the project team's working notes: reading them needs the Build
 * phase's view right, writing them its edit right (route access), like the project itself.
 */
const collab = { group: 'project-collaboration', auth: 'session', permission: 'projects/build' } as const;

/** What the project-collaboration Lambda answers with: the base codes and these areas' (decision 082). */
export const projectCollaborationCatalogue = catalogueOf(PROJECT_ACCESS_ERRORS, PROJECT_COLLABORATION_ERRORS);

export const projectCollaborationRoutes = defineRoutes([
  // -------------------------------------------------------------------------------------------- journal
  {
    ...collab,
    operationId: 'findProjectJournal',
    method: 'GET',
    path: `${NODE}/ProjectJournals/All`,
    summary: 'Lists a project’s journal entries with their comments: pinned entries first, then the newest.',
    params: ZTenantPath,
    query: ZCollaborationProjectQuery,
    response: ZJournal,
    responseName: 'projectJournals',
    example: { params: customer, query: { projectId } },
  },
  {
    ...collab,
    operationId: 'addJournalEntry',
    method: 'POST',
    path: `${NODE}/ProjectJournals`,
    summary: 'Adds a note to a project’s journal.',
    params: ZTenantPath,
    body: ZJournalEntryCreate,
    response: ZJournalEntry,
    responseName: 'projectJournal',
    successStatus: 201,
    example: { params: customer, body: { projectId, note: 'Called the supplier about the site visit.' } },
  },
  {
    ...collab,
    operationId: 'updateJournalEntry',
    method: 'PUT',
    path: `${NODE}/ProjectJournals`,
    summary: 'Edits a journal entry’s note at the version read (409 otherwise).',
    params: ZTenantPath,
    query: ZJournalEntryQuery,
    body: ZJournalEntryUpdate,
    response: ZJournalEntry,
    responseName: 'projectJournal',
    example: {
      params: customer,
      query: { projectId, projectJournalId },
      body: { version: 1, note: 'Called the supplier: the site visit is on Monday.' },
    },
  },
  {
    ...collab,
    operationId: 'pinJournalEntry',
    method: 'POST',
    path: `${NODE}/ProjectJournals/Pinned`,
    summary: 'Pins a journal entry to the top of the journal, or unpins it.',
    params: ZTenantPath,
    body: ZJournalEntryPin,
    response: ZJournalEntry,
    responseName: 'projectJournal',
    example: { params: customer, body: { projectId, projectJournalId, pinned: true } },
  },
  {
    ...collab,
    operationId: 'deleteJournalEntry',
    method: 'DELETE',
    path: `${NODE}/ProjectJournals`,
    summary: 'Deletes a journal entry with its comments.',
    params: ZTenantPath,
    query: ZJournalEntryQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, projectJournalId } },
  },
  {
    ...collab,
    operationId: 'addJournalComment',
    method: 'POST',
    path: `${NODE}/ProjectJournalComments`,
    summary: 'Comments on a journal entry.',
    params: ZTenantPath,
    body: ZJournalCommentCreate,
    response: ZJournalComment,
    responseName: 'projectJournalComment',
    successStatus: 201,
    example: { params: customer, body: { projectId, projectJournalId, comment: 'Noted, thanks.' } },
  },
  {
    ...collab,
    operationId: 'deleteJournalComment',
    method: 'DELETE',
    path: `${NODE}/ProjectJournalComments`,
    summary: 'Deletes one’s own comment on a journal entry.',
    params: ZTenantPath,
    query: ZJournalCommentQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, projectJournalCommentId } },
  },
  // ------------------------------------------------------------------------------------------- comments
  {
    ...collab,
    operationId: 'findProjectComments',
    method: 'GET',
    path: `${NODE}/ProjectComments`,
    summary: 'Lists a project’s comments, the newest first.',
    params: ZTenantPath,
    query: ZCollaborationProjectQuery,
    response: ZProjectComments,
    responseName: 'projectComments',
    example: { params: customer, query: { projectId } },
  },
  {
    ...collab,
    operationId: 'addProjectComment',
    method: 'POST',
    path: `${NODE}/ProjectComments`,
    summary: 'Adds a comment to a project.',
    params: ZTenantPath,
    body: ZProjectCommentCreate,
    response: ZProjectComment,
    responseName: 'projectComment',
    successStatus: 201,
    example: { params: customer, body: { projectId, comment: 'The budget was approved today.' } },
  },
  // ---------------------------------------------------------------------------------------------- tasks
  {
    ...collab,
    operationId: 'findProjectTasks',
    method: 'GET',
    path: `${NODE}/ProjectTask`,
    summary: 'Lists a project’s tasks: open ones by due date, then completed ones.',
    params: ZTenantPath,
    query: ZCollaborationProjectQuery,
    response: ZProjectTasks,
    responseName: 'projectTasks',
    example: { params: customer, query: { projectId } },
  },
  {
    ...collab,
    operationId: 'findTaskAssignees',
    method: 'GET',
    path: `${NODE}/ProjectTask/Assignees`,
    summary: 'Lists the agency’s active users a project task may be assigned to.',
    params: ZTenantPath,
    query: ZCollaborationProjectQuery,
    response: ZProjectTaskAssignees,
    responseName: 'projectTaskAssignees',
    example: { params: customer, query: { projectId } },
  },
  {
    ...collab,
    operationId: 'addProjectTask',
    method: 'POST',
    path: `${NODE}/ProjectTask`,
    summary:
      'Adds a task; due and reminder dates after today in the agency’s time zone, the reminder before the due date. The reminder is emailed to the assignees at its date.',
    params: ZTenantPath,
    body: ZProjectTaskCreate,
    response: ZProjectTask,
    responseName: 'projectTask',
    successStatus: 201,
    example: {
      params: customer,
      body: {
        projectId,
        subject: 'Book the site visit room',
        description: 'Room for 20 people.',
        assigneeIds: [userId],
        dueDate: '2027-03-10T14:00:00.000Z',
        reminderDate: '2027-03-08T13:00:00.000Z',
      },
    },
  },
  {
    ...collab,
    operationId: 'updateProjectTask',
    method: 'PUT',
    path: `${NODE}/ProjectTask`,
    summary:
      'Saves a task at the version read (409 otherwise); changed dates follow the same rules, and the reminder is rescheduled.',
    params: ZTenantPath,
    query: ZProjectTaskQuery,
    body: ZProjectTaskUpdate,
    response: ZProjectTask,
    responseName: 'projectTask',
    example: {
      params: customer,
      query: { projectId, projectTaskId },
      body: {
        version: 1,
        subject: 'Book the site visit room',
        assigneeIds: [userId],
        dueDate: '2027-03-11T14:00:00.000Z',
        reminderDate: null,
      },
    },
  },
  {
    ...collab,
    operationId: 'setProjectTaskStatus',
    method: 'PUT',
    path: `${NODE}/ProjectTask/status`,
    summary:
      'Completes a task (its reminder is cancelled) or reopens it (a reminder still ahead is scheduled again).',
    params: ZTenantPath,
    query: ZProjectTaskQuery,
    body: ZProjectTaskStatus,
    response: ZProjectTask,
    responseName: 'projectTask',
    example: { params: customer, query: { projectId, projectTaskId }, body: { version: 1, completed: true } },
  },
  {
    ...collab,
    operationId: 'deleteProjectTask',
    method: 'DELETE',
    path: `${NODE}/ProjectTask`,
    summary: 'Deletes a task and cancels its reminder.',
    params: ZTenantPath,
    query: ZProjectTaskQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, projectTaskId } },
  },
]);
