import { systemRoutes } from '../routes/system.js';
import { createGroupHandler, httpResult } from '../core/http.js';
import { checkHealth } from '../core/health.js';
import { decideWorkflowProbe, getWorkflowProbe, startWorkflowProbe } from './workflow-probe-service.js';

export const handler = createGroupHandler(systemRoutes, {
  getHealth: async () => {
    const health = await checkHealth();
    // Monitors read the status code; people read the body.
    return httpResult({ status: health.status === 'up' ? 200 : 503, values: health });
  },
  startWorkflowProbe: async ({ body }) => startWorkflowProbe(body.note),
  getWorkflowProbe: async ({ params }) => getWorkflowProbe(params.probeId),
  decideWorkflowProbe: async ({ params, body }) => decideWorkflowProbe(params.probeId, body),
});
