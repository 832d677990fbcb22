import { jobWorkflowName, workflowEnvVar } from '../../functions/routes/access.js';
import { oneTimeJobs } from '../schedules.js';

/**
 * The state machines: each ASL file here is deployed by CDK and executed unchanged by the local runtime.
 * `substitutions` name the Lambda each ${Placeholder} in the ASL stands for: CDK puts the function's ARN
 * there; the local runtime maps it to the module that exports the task handler.
 */
export interface WorkflowTaskFunction {
  /** The resource group that owns the task handler */
  group: string;
  /** Module under functions/<group>/ that exports `handler` (without extension) */
  module: string;
}

export interface WorkflowDefinition {
  /** State machine name, also the suffix of its ARN */
  name: string;
  /** ASL JSON file in this folder */
  file: string;
  /** The environment variable through which handlers learn the state machine's ARN */
  envVar: string;
  substitutions: Record<string, WorkflowTaskFunction>;
}

export const workflows: readonly WorkflowDefinition[] = [
  {
    name: 'workflow-probe',
    file: 'workflow-probe.asl.json',
    envVar: 'WORKFLOW_PROBE_STATE_MACHINE_ARN',
    substitutions: { SystemTaskFunctionArn: { group: 'system', module: 'task' } },
  },
  {
    // Award approvals (decision 065): each workflow member in turn, waiting on a task token.
    name: 'award-approval',
    file: 'award-approval.asl.json',
    envVar: 'AWARD_APPROVAL_STATE_MACHINE_ARN',
    substitutions: { AwardApprovalTaskFunctionArn: { group: 'award-approvals', module: 'task' } },
  },
  // One state machine per one-time job, all from the same ASL (infra/schedules.ts).
  ...oneTimeJobs.map((job) => ({
    name: jobWorkflowName(job.name),
    file: 'one-time-job.asl.json',
    envVar: workflowEnvVar(jobWorkflowName(job.name)),
    substitutions: { JobFunctionArn: { group: job.group, module: job.module } },
  })),
];
