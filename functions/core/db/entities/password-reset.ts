import { Entity } from 'electrodb';
import { entityConfig, nowIso, SERVICE } from '../config.js';

/** A single-use password reset token, stored as its SHA-256 only; valid for 60 minutes. */
export const PasswordReset = new Entity(
  {
    model: { entity: 'passwordReset', version: '1', service: SERVICE },
    attributes: {
      tokenHash: { type: 'string', required: true, readOnly: true },
      customerId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: nowIso },
      /** Epoch seconds; checked on use, and the TTL that removes it eventually. */
      expiresAt: { type: 'number', required: true, readOnly: true },
      usedAt: { type: 'string' },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['tokenHash'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
