import {
  ZHealth,
  ZHealthSummary,
  ZWorkflowProbe,
  ZWorkflowProbeDecision,
  ZWorkflowProbePath,
  ZWorkflowProbeStart,
} from '../../shared/schemas/system.js';
import { defineRoutes } from './types.js';
import { catalogueOf } from '../../shared/errors.js';
import { WORKFLOW_ERRORS } from '../../shared/errors/workflows.js';

/** What the system Lambda answers with: the base codes and these areas' (decision 082). */
export const systemCatalogue = catalogueOf(WORKFLOW_ERRORS);

/**
 * The workflow probe starts and decides real Step Functions executions: site administrators only, in every
 * stage (docs/decisions/013-local-server-parity.md).
 */
export const systemRoutes = defineRoutes([
  {
    operationId: 'getHealth',
    method: 'GET',
    path: '/api/health',
    group: 'system',
    auth: 'public',
    summary:
      'Liveness: answers {status: "ok"} and the version while the API answers, without asking any service. The deep check (each service) is GET /api/v1/system/health, for site administrators.',
    response: ZHealthSummary,
    responseName: 'health',
  },
  {
    operationId: 'getHealthDetails',
    method: 'GET',
    path: '/api/v1/system/health',
    group: 'system',
    auth: 'session',
    permission: null,
    siteAdmin: true,
    summary:
      'Reports the platform version and stage, and whether each AWS service it depends on answers, with its latency. Site administrators only.',
    response: ZHealth,
    responseName: 'health',
  },
  {
    operationId: 'startWorkflowProbe',
    method: 'POST',
    path: '/api/v1/system/workflow-probe',
    group: 'system',
    auth: 'session',
    permission: null,
    siteAdmin: true,
    summary:
      'Starts the workflow probe: a one-step approval that waits on a task token. Site administrators only.',
    body: ZWorkflowProbeStart,
    example: { body: { note: 'Check the approval path before the tender closes' } },
    response: ZWorkflowProbe,
    responseName: 'workflowProbe',
    successStatus: 202,
  },
  {
    operationId: 'getWorkflowProbe',
    method: 'GET',
    path: '/api/v1/system/workflow-probe/{probeId}',
    group: 'system',
    auth: 'session',
    permission: null,
    siteAdmin: true,
    summary: 'Reads a workflow probe and the state of its execution. Site administrators only.',
    params: ZWorkflowProbePath,
    response: ZWorkflowProbe,
    responseName: 'workflowProbe',
    example: { params: { probeId: '7d1c6a52-2f39-4c36-9a53-0f8f0c1b6a11' } },
  },
  {
    operationId: 'decideWorkflowProbe',
    method: 'POST',
    path: '/api/v1/system/workflow-probe/{probeId}/decision',
    group: 'system',
    auth: 'session',
    permission: null,
    siteAdmin: true,
    summary:
      'Approves or declines a waiting probe: sends the task token back to Step Functions. Site administrators only.',
    params: ZWorkflowProbePath,
    body: ZWorkflowProbeDecision,
    example: {
      params: { probeId: '7d1c6a52-2f39-4c36-9a53-0f8f0c1b6a11' },
      body: { decision: 'approved', comments: 'Budget confirmed' },
    },
    response: ZWorkflowProbe,
    responseName: 'workflowProbe',
    successStatus: 202,
  },
]);
