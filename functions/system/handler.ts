import { systemRoutes } from '../routes/system.js';
import { createGroupHandler, httpResult } from '../core/http.js';
import { checkHealth } from '../core/health.js';
import { decideWorkflowProbe, getWorkflowProbe, startWorkflowProbe } from './workflow-probe-service.js';

export const handler = createGroupHandler(systemRoutes, {
  // Monitors read the status code; the public answer says only up or degraded and the version
  // (docs/decisions/018-identity-screens.md); site administrators read each service and its latency.
  getHealth: async () => {
    const { status, version } = await checkHealth();
    return httpResult({ status: status === 'up' ? 200 : 503, values: { status, version } });
  },
  getHealthDetails: async () => {
    const health = await checkHealth();
    return httpResult({ status: health.status === 'up' ? 200 : 503, values: health });
  },
  startWorkflowProbe: async ({ body }) => startWorkflowProbe(body.note),
  getWorkflowProbe: async ({ params }) => getWorkflowProbe(params.probeId),
  decideWorkflowProbe: async ({ params, body }) => decideWorkflowProbe(params.probeId, body),
});
