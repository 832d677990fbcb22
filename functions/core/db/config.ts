import { documentClient } from '../aws/dynamodb.js';
import { env } from '../env.js';

/** Every entity lives in the one table, reached through the one document client. */
export function entityConfig() {
  return { table: env().TABLE_NAME, client: documentClient };
}

export const SERVICE = 'tenderbox';

export const nowIso = () => new Date().toISOString();

/** Attributes every versioned record carries: optimistic concurrency and timestamps. */
export const versionedAttributes = {
  version: { type: 'number', required: true, default: 1 },
  createdAt: { type: 'string', required: true, readOnly: true, default: nowIso },
  updatedAt: { type: 'string', required: true, default: nowIso, set: () => nowIso(), watch: '*' },
} as const;
