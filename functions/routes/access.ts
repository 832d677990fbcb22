/**
 * What each Lambda may do in AWS, declared once beside the routes (docs/decisions/014-least-privilege.md).
 * CDK grants exactly this (infra/cdk/access-grants.ts), and each Lambda's cold start checks that the
 * configuration it needs is set (functions/core/env.ts). CDK reads this file: it imports nothing but types.
 */

/** `read`: GetItem, BatchGetItem, Query (table and indexes). `readwrite` adds Put, Update, Delete, batch and transaction writes. */
export type TableAccess = 'read' | 'readwrite';

/** Object access in one bucket, under key prefixes only (each ends with `/`). */
export interface BucketAccess {
  prefixes: readonly string[];
  /** GetObject (and presigned downloads) */
  read?: true;
  /** PutObject and multipart uploads (and presigned uploads) */
  write?: true;
  /** DeleteObject */
  delete?: true;
  /** ListBucket, only for keys under the prefixes (to find a record's objects) */
  list?: true;
}

/**
 * `start`: StartExecution; `respond`: SendTaskSuccess / SendTaskFailure / SendTaskHeartbeat; `stop`:
 * StopExecution on the machine's executions (their ARNs are read from the records that started them, so
 * `stop` alone needs no state machine ARN in the Lambda's configuration).
 */
export type WorkflowAction = 'start' | 'respond' | 'stop';

export interface LambdaAccess {
  table?: TableAccess;
  documents?: BucketAccess;
  /**
   * Bids' files in the documents bucket under sealed/ (decision 054), granted apart from `documents` so
   * that a Lambda's rights on its other prefixes stay what they are, and only here: CDK refuses `sealed/`
   * under `documents` (decision 056). Only the submissions group writes and reads there; the project-cleanup job lists
   * and deletes. Every other Lambda with rights on the bucket is explicitly denied reading sealed/ objects.
   */
  sealedBids?: BucketAccess;
  exports?: BucketAccess;
  /** Sends email through SES as MAIL_FROM (links in it point to APP_ORIGINS) */
  email?: true;
  /** Workflow name (infra/workflows/index.ts) → what this Lambda does with its executions */
  workflows?: Readonly<Record<string, readonly WorkflowAction[]>>;
  /**
   * One-time jobs (infra/schedules.ts) this Lambda schedules and cancels with scheduleAt / cancelSchedule
   * (functions/core/one-time-schedules.ts): StartExecution and StopExecution on each job's state machine.
   */
  oneTimeJobs?: readonly string[];
  /**
   * One-time jobs whose schedules this Lambda only cancels (cancelSchedule): StopExecution on their
   * executions, without StartExecution or the machine's ARN (a job's Lambda cannot be given machine ARNs).
   */
  cancelsOneTimeJobs?: readonly string[];
  /**
   * The one-time job this job's Lambda schedules again when it fires before a date beyond a schedule's
   * horizon (scheduleAgain): StartExecution and StopExecution on its own machine, whose ARN it reads from
   * the firing execution (so, like cancelsOneTimeJobs, no machine ARN in its configuration).
   */
  relaysOneTimeJobs?: readonly string[];
  /** Posts to and closes WebSocket connections (the management API) */
  realtimePush?: true;
  /** Hands browsers the WebSocket URL with their realtime ticket (no AWS call) */
  realtimeUrl?: true;
  /**
   * The health check asks every service the cheapest question: DescribeTable, HeadBucket (documents), SES
   * GetAccount, ListStateMachines and GetConnection.
   */
  health?: true;
}

/** Lambdas by bundle name: the API resource groups, the realtime Lambda, the workflow tasks and the schedules. */
export const lambdaAccess = {
  /**
   * Health, and the probes: the workflow probe's record, starting its execution and answering its task
   * token; scheduling and cancelling the schedule probe (functions/core/one-time-schedules.ts).
   */
  system: {
    table: 'readwrite',
    workflows: { 'workflow-probe': ['start', 'respond'] },
    oneTimeJobs: ['schedule-probe'],
    health: true,
  },
  /** Login, sessions, lockouts, password resets (emailed), the realtime ticket. */
  auth: { table: 'readwrite', email: true, realtimeUrl: true },
  /** The team: users, groups, departments; avatars under avatars/ of the documents bucket; invitations (emailed); live updates. */
  users: {
    table: 'readwrite',
    email: true,
    documents: { prefixes: ['avatars/'], read: true, write: true },
    realtimePush: true,
  },
  /** The agency's configuration and drop-down lists: table only. */
  customer: { table: 'readwrite' },
  /** Projects and the Build phase; schedules and cancels each project's publication and close. */
  projects: {
    table: 'readwrite',
    // A change of the prompt-pay setting emails the bidders whose completed bids it withdraws (decision 040);
    // a moved closing, the registered suppliers when the user asks (decision 055).
    email: true,
    // Its publication; and the cleanup after a delete (decision 034); its question reminder (decision 051);
    // its close at the closing instant (decision 055).
    oneTimeJobs: ['publish-project', 'project-cleanup', 'question-reminder', 'close-project'],
    // Deleting a project removes its documents: projects/<customerId>/<projectId>/…
    documents: { prefixes: ['projects/'], list: true, delete: true },
  },
  /**
   * A project's journal, comments and tasks; schedules and cancels each task's reminder email. Deleting a
   * note deletes its files (uploaded by the documents group under projects/…, decision 035).
   */
  'project-collaboration': {
    table: 'readwrite',
    oneTimeJobs: ['task-reminder'],
    documents: { prefixes: ['projects/'], delete: true },
  },
  /** The task-reminder one-time job: emails a task's reminder to its assignees and records that it did. */
  'project-collaboration-task-reminder-job': {
    table: 'readwrite',
    email: true,
    // A reminder date beyond a schedule's horizon is reached in relays.
    relaysOneTimeJobs: ['task-reminder'],
  },
  /** Finding projects (search rows, the search generation) and saved searches with their name claims: table only. */
  'project-search': { table: 'readwrite' },
  /** The project team and the project's activity feed (decision 030): table only. */
  'project-team': { table: 'readwrite' },
  /**
   * Project documents and the one upload path (decision 029): presigned multipart uploads, HeadObject to
   * confirm, presigned downloads and deletion, under projects/<customerId>/<projectId>/ only.
   */
  documents: {
    table: 'readwrite',
    // A supplier's own documents under vendors/<vendorId>/ (decision 047).
    documents: { prefixes: ['projects/', 'vendors/'], read: true, write: true, delete: true },
    // An addendum to an open bid emails the bidders whose completed bids it withdraws (decision 040).
    email: true,
    // A supplier document's expiry reminder (decision 047).
    oneTimeJobs: ['supplier-document-reminder'],
  },
  /** The supplier-document-reminder one-time job: emails the company's primary contact (decision 047). */
  'documents-supplier-document-reminder-job': { table: 'readwrite', email: true },
  /**
   * Build → compliance and invitations (decision 032; invited suppliers are not emailed yet); unlocking the
   * requirements emails the bidders whose completed submissions it withdraws (decision 040).
   */
  'project-build': { table: 'readwrite', email: true },
  /** Bid forms read, added and saved with the calculation engine (decision 037): table only. */
  'tender-tables': { table: 'readwrite' },
  /** The project's forms listed, searched, copied, deleted and reordered, without the engine (decision 037): table only. */
  'tender-table-lists': { table: 'readwrite' },
  /** The library of online submission templates (decision 043): table only. */
  library: { table: 'readwrite' },
  /** Source → bid meetings (decision 049): attendance and disqualification: table only. */
  'bid-meetings': { table: 'readwrite' },
  /** Source → questions (decision 051): answers, emailed to the asker when so chosen. */
  'vendor-questions': { table: 'readwrite', email: true },
  /** The question-reminder one-time job: emails a bid's plan takers before its question deadline (decision 051). */
  'vendor-questions-question-reminder-job': { table: 'readwrite', email: true },
  /** Addenda (decision 052): publishing emails plan takers, bidders and followers, and the bidders withdrawn (040). */
  addenda: { table: 'readwrite', email: true },
  /**
   * The supplier portal's accounts (decision 045): registration, verification and reset links (emailed);
   * a plan taker's one-minute downloads of a bid's documents (decision 048) are signed here.
   */
  portal: {
    table: 'readwrite',
    email: true,
    documents: { prefixes: ['projects/'], read: true },
  },
  /**
   * A supplier's online bid (decision 054, its own Lambda since the amendment): the receipt is emailed, and
   * the bid's files are uploaded, read back for their SHA-256, replaced and removed under sealed/ (056).
   */
  submissions: {
    table: 'readwrite',
    email: true,
    sealedBids: { prefixes: ['sealed/'], read: true, write: true, delete: true },
    // Each stored file's read-back, scheduled now (decision 059).
    oneTimeJobs: ['verify-submission-file'],
  },
  /**
   * The verify-submission-file one-time job (decision 059): reads a stored bid file back under sealed/ for
   * its SHA-256 and marks it verified or mismatch. Reads only; writes and deletes nothing there.
   */
  'submissions-verify-file-job': { table: 'readwrite', sealedBids: { prefixes: ['sealed/'], read: true } },
  /**
   * The opening (decision 057): the buyer's submission list, unsealing and the screens after it. The only
   * buyer-facing Lambda that reads sealed/ (decision 056's opening function): it signs a bid's file
   * downloads once its submission part is unsealed, and never writes or deletes there.
   */
  opening: { table: 'readwrite', sealedBids: { prefixes: ['sealed/'], read: true } },
  /**
   * The evaluation of opened bids (decision 063): the opened bids' form totals from the table, as the opening
   * does, and the files of a bid whose submission part is unsealed, signed for the evaluator who may read
   * that bid (decision 056, amended). It reads sealed/ and never writes or deletes there.
   */
  evaluations: { table: 'readwrite', sealedBids: { prefixes: ['sealed/'], read: true } },
  /**
   * The award (decision 064): the table (bids' headers and unsealed price parts, awarded companies, the
   * project's status), and the results email to the bidders. No grant on sealed/: it reads no bid file.
   */
  awards: { table: 'readwrite', email: true },
  /**
   * The buyer's supplier directory (decision 053): the table, and one-minute downloads of the suppliers'
   * own documents under vendors/.
   */
  suppliers: { table: 'readwrite', documents: { prefixes: ['vendors/'], read: true } },
  /** Build → submission requirements (decision 039): table only. */
  'submission-requirements': { table: 'readwrite' },
  /**
   * The public opportunities pages (decision 046): reads the public rows, the listed projects and their
   * documents' records, and signs one-minute downloads of their objects; writes nothing.
   */
  'public-opportunities': { table: 'read', documents: { prefixes: ['projects/'], read: true } },
  /** The publish-project one-time job: publishes a project at its publish date. */
  'projects-publish-job': {
    table: 'readwrite',
    // A publish date beyond a schedule's horizon is reached in relays.
    relaysOneTimeJobs: ['publish-project'],
  },
  /** The close-project one-time job: closes a tender at its closing instant (decision 055). */
  'projects-close-job': {
    table: 'readwrite',
    // A closing beyond a schedule's horizon is reached in relays.
    relaysOneTimeJobs: ['close-project'],
  },
  /**
   * The project-cleanup one-time job (decision 034): removes a deleted project's records, cancels its tasks'
   * pending reminders, and deletes any object left under projects/<customerId>/<projectId>/ and its bids'
   * files under sealed/<customerId>/<projectId>/ (decision 056): it lists and deletes them, never reads them.
   */
  'projects-cleanup-job': {
    table: 'readwrite',
    documents: { prefixes: ['projects/'], list: true, delete: true },
    sealedBids: { prefixes: ['sealed/'], list: true, delete: true },
    cancelsOneTimeJobs: ['task-reminder'],
    // A deleted project's award approvals: their waiting executions are stopped (decision 065).
    workflows: { 'award-approval': ['stop'] },
  },
  /**
   * The export of a project's opened submissions (decision 058): the pending list's records, the build
   * job scheduled now, and the zip signed for download and removed, under submissions/ of the exports
   * bucket. No grant on the documents bucket: it never reads a bid's file (that is the job's).
   */
  exports: {
    table: 'readwrite',
    oneTimeJobs: ['submissions-export'],
    exports: { prefixes: ['submissions/'], read: true, delete: true },
  },
  /**
   * The submissions-export one-time job (decision 058): reads the opened bids' files under sealed/ as
   * streams into one zip written to the exports bucket, and tells the buyer who asked (exportReady).
   */
  'exports-submissions-export-job': {
    table: 'readwrite',
    sealedBids: { prefixes: ['sealed/'], read: true },
    exports: { prefixes: ['submissions/'], write: true },
    realtimePush: true,
  },
  /**
   * Award approvals (decision 065): the approvals' records; their files under projects/ (uploaded, signed
   * for download, deleted); the award-approval workflow started at send and stopped when an approval is
   * corrected, cancelled or deleted; a resent link is emailed from here.
   */
  'award-approvals': {
    table: 'readwrite',
    email: true,
    documents: { prefixes: ['projects/'], read: true, write: true, delete: true },
    workflows: { 'award-approval': ['start', 'stop'] },
  },
  /**
   * The public approver calls (decision 065): the approver's link checked against the table, their decision
   * recorded and handed to the waiting execution (SendTaskSuccess), one-minute URLs of the approval's files.
   */
  'award-approver': {
    table: 'readwrite',
    documents: { prefixes: ['projects/'], read: true },
    workflows: { 'award-approval': ['respond'] },
  },
  /**
   * The award-approval workflow's tasks (decision 065): the next member, and the step that waits on them:
   * it stores the task token on the member, issues their link (only its hash is stored) and emails it, or a
   * reminder with a fresh link when the wait timed out.
   */
  'award-approvals-task': { table: 'readwrite', email: true },
  /** $connect / $disconnect / $default: connection records, and answers on the connection. */
  realtime: { table: 'readwrite', realtimePush: true },
  /** The workflow probe's tasks: they store its token and its outcome. */
  'system-task': { table: 'readwrite' },
  /** The heartbeat: the health check, every five minutes. */
  'scheduled-handler': { health: true },
  /** The schedule probe (a one-time job): checks its schedule is current, records when it fired. */
  'scheduled-schedule-probe': { table: 'readwrite' },
} as const satisfies Record<string, LambdaAccess>;

/** The variable through which a Lambda learns a workflow's state machine ARN: workflow-probe → WORKFLOW_PROBE_STATE_MACHINE_ARN. */
export function workflowEnvVar(workflow: string): string {
  return `${workflow.toUpperCase().replaceAll('-', '_')}_STATE_MACHINE_ARN`;
}

/** The state machine of a one-time job (infra/schedules.ts): schedule-probe → job-schedule-probe. */
export function jobWorkflowName(job: string): string {
  return `job-${job}`;
}

/** Every Lambda reads these (stage, version, and the app's origins for the CSRF check and cookies). */
export const BASE_ENV = ['STAGE', 'APP_VERSION', 'APP_ORIGINS'] as const;

/** The configuration a Lambda with this access needs: its cold start fails when one is missing. */
export function requiredEnv(access: LambdaAccess): string[] {
  const names = new Set<string>(BASE_ENV);
  if (access.table || access.health) names.add('TABLE_NAME');
  if (access.documents || access.sealedBids || access.health) names.add('DOCUMENTS_BUCKET');
  if (access.exports) names.add('EXPORTS_BUCKET');
  if (access.email) names.add('MAIL_FROM');
  if (access.realtimePush || access.health) names.add('WS_MANAGEMENT_ENDPOINT');
  if (access.realtimeUrl) names.add('WS_PUBLIC_URL');
  for (const [workflow, actions] of Object.entries(access.workflows ?? {}))
    if (actions.some((action) => action !== 'stop')) names.add(workflowEnvVar(workflow));
  // A schedule is a state machine execution plus its pointer record in the table.
  if (access.oneTimeJobs?.length || access.cancelsOneTimeJobs?.length || access.relaysOneTimeJobs?.length)
    names.add('TABLE_NAME');
  for (const job of access.oneTimeJobs ?? []) names.add(workflowEnvVar(jobWorkflowName(job)));
  return [...names];
}
