import { Entity } from 'electrodb';
import { LoginTypes } from '../../../../shared/domain/login-types.js';
import { entityConfig, SERVICE, versionedAttributes } from '../config.js';

/** An agency (spec 2 §3.16 customer), the tenant every tenant-scoped record belongs to. */
export const Customer = new Entity(
  {
    model: { entity: 'customer', version: '1', service: SERVICE },
    attributes: {
      customerId: { type: 'string', required: true, readOnly: true },
      domain: { type: 'string', required: true, readOnly: true },
      displayName: { type: 'string', required: true },
      timeZone: { type: 'string', required: true, default: 'America/Toronto' },
      defaultLanguage: { type: ['en', 'fr'] as const, required: true, default: 'en' },
      loginType: { type: LoginTypes, required: true, default: 'local' },
      sessionTimeoutMinutes: { type: 'number', required: true, default: 30 },
      customerNodeId: { type: 'string', required: true },
      tenderNodeId: { type: 'string', required: true },
      /** The provider's own customer: its users are site administrators. */
      isProvider: { type: 'boolean', required: true, default: false },
      ...versionedAttributes,
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['customerId'] },
        sk: { field: 'sk', composite: [] },
      },
      /** The full customer list, for site administrators (spec 3 §6). */
      directory: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['customerId'] },
      },
    },
  },
  entityConfig(),
);
