import { Entity } from 'electrodb';
import { entityConfig, SERVICE, versionedAttributes } from '../config.js';

/** One run of the workflow probe, and the task token its execution waits on. */
export const WorkflowProbe = new Entity(
  {
    model: { entity: 'workflowProbe', version: '1', service: SERVICE },
    attributes: {
      probeId: { type: 'string', required: true, readOnly: true },
      note: { type: 'string', required: true, readOnly: true },
      status: {
        type: ['starting', 'waiting', 'deciding', 'approved', 'declined', 'failed'] as const,
        required: true,
      },
      executionArn: { type: 'string' },
      taskToken: { type: 'string' },
      decision: { type: 'string' },
      comments: { type: 'string' },
      ...versionedAttributes,
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['probeId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
