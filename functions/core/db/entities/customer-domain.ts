import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '../config.js';

/**
 * Domain → customer: the login screen's first step, and the guarantee that a domain names one agency
 * (written in the same transaction as the customer, on condition that it does not exist yet).
 */
export const CustomerDomain = new Entity(
  {
    model: { entity: 'customerDomain', version: '1', service: SERVICE },
    attributes: {
      domain: { type: 'string', required: true, readOnly: true },
      customerId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['domain'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
