import { Entity } from 'electrodb';
import { entityConfig, SERVICE, versionedAttributes } from '../config.js';

/** A person who signs in to the supplier portal for a vendor; the email is unique across the platform. */
export const SupplierUser = new Entity(
  {
    model: { entity: 'supplierUser', version: '1', service: SERVICE },
    attributes: {
      vendorId: { type: 'string', required: true, readOnly: true },
      supplierUserId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      passwordHash: { type: 'string' },
      active: { type: 'boolean', required: true, default: true },
      failedLogins: { type: 'number', required: true, default: 0 },
      lockedAt: { type: 'string' },
      ...versionedAttributes,
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['vendorId'] },
        sk: { field: 'sk', composite: ['supplierUserId'] },
      },
      byEmail: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['email'] },
        sk: { field: 'gsi1sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
