import { systemCatalogue, systemRoutes } from '../routes/system.js';
import { createGroupHandler, httpResult } from '../core/http.js';
import { checkHealth, livenessOf } from '../core/health.js';
import { decideWorkflowProbe, getWorkflowProbe, startWorkflowProbe } from './workflow-probe-service.js';

export const handler = createGroupHandler(systemRoutes, systemCatalogue, {
  // Anyone may ask whether the API answers, at no service's cost (decision 072); site administrators read
  // each service and its latency (docs/decisions/018-identity-screens.md).
  getHealth: async () => livenessOf(),
  getHealthDetails: async () => {
    const health = await checkHealth();
    return httpResult({ status: health.status === 'up' ? 200 : 503, values: health });
  },
  startWorkflowProbe: async ({ body }) => startWorkflowProbe(body.note),
  getWorkflowProbe: async ({ params }) => getWorkflowProbe(params.probeId),
  decideWorkflowProbe: async ({ params, body }) => decideWorkflowProbe(params.probeId, body),
});
