/**
 * Recurring jobs (rate schedules) and one-time jobs ("do this at time T").
 *
 * Recurring jobs: CDK creates one EventBridge rule per entry; the local runtime runs the same handlers on
 * timers. `module` is the file under functions/<group>/ exporting `handler`; `input` is the event detail.
 */
export interface ScheduleDefinition {
  name: string;
  description: string;
  /** EventBridge schedule expression, e.g. 'rate(5 minutes)' */
  rate: string;
  group: string;
  module: string;
}

export const schedules: ScheduleDefinition[] = [
  {
    name: 'health-heartbeat',
    description:
      'Checks every service the platform depends on and logs one structured line an alarm can watch.',
    rate: 'rate(5 minutes)',
    group: 'scheduled',
    module: 'handler',
  },
];

/**
 * One-time jobs: something to do once at a given time (publish a project, close a tender), scheduled and
 * cancelled at run time with scheduleAt / cancelSchedule (functions/core/one-time-schedules.ts). Each job
 * is a Step Functions state machine `job-<name>` that waits until the time and invokes the job's Lambda
 * (functions/<group>/<module>.ts) once; CDK deploys it and the local runtime runs it, both from
 * infra/workflows/one-time-job.asl.json (docs/decisions/023-one-time-schedules.md). A Lambda that
 * schedules a job names it in its access declaration (`oneTimeJobs` in functions/routes/access.ts).
 */
export interface OneTimeJobDefinition {
  /** kebab-case; the state machine is `job-<name>` */
  name: string;
  description: string;
  group: string;
  module: string;
}

export const oneTimeJobs: OneTimeJobDefinition[] = [
  {
    name: 'schedule-probe',
    description:
      'Demonstration and bench target: records when it fired, so tests can see a one-time schedule run.',
    group: 'scheduled',
    module: 'schedule-probe',
  },
  {
    name: 'publish-project',
    description:
      "Publishes a project Scheduled to Publish at its publish date (the lifecycle's publishDue), if it is still the version scheduled.",
    group: 'projects',
    module: 'publish-job',
  },
  {
    name: 'close-project',
    description:
      "Closes a tender at its closing instant (the lifecycle's scheduler close, decision 055), if it is still out with the closing that was scheduled.",
    group: 'projects',
    module: 'close-job',
  },
  {
    name: 'task-reminder',
    description:
      "Emails a project task's reminder to its assignees at its reminder date, if the task still wants it (open, same reminder date).",
    group: 'project-collaboration',
    module: 'task-reminder-job',
  },
  {
    name: 'supplier-document-reminder',
    description:
      "Emails a supplier company's primary contact 30 days before one of its documents expires, if the document still has that expiry (decision 047).",
    group: 'documents',
    module: 'supplier-document-reminder-job',
  },
  {
    name: 'question-reminder',
    description:
      "Emails a bid's plan takers questionReminderEmailDays before its question deadline, if the project is still out with that deadline (decision 051).",
    group: 'vendor-questions',
    module: 'question-reminder-job',
  },
  {
    name: 'submissions-export',
    description:
      "Builds the zip of a project's opened submissions for the buyer who asked (decision 058), scheduled now; records it ready or failed and pushes exportReady.",
    group: 'exports',
    module: 'submissions-export-job',
  },
  {
    name: 'verify-submission-file',
    description:
      "Reads a bid file back from sealed/ once it is stored, computes its SHA-256 and marks it verified or mismatch against the browser's (decision 059), if the file is still the one waiting.",
    group: 'submissions',
    module: 'verify-file-job',
  },
  {
    name: 'project-cleanup',
    description:
      "Removes what a deleted project leaves behind (team, documents' records and claims, open uploads, journal, comments, tasks and their pending reminders, objects), once the project is gone; retried until done.",
    group: 'projects',
    module: 'cleanup-job',
  },
];
