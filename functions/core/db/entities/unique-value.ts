import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '../config.js';

/**
 * A claimed unique value within a tenant (a user's email, a group's name...). Written with the record that
 * owns it, in one transaction, on condition that it does not exist: DynamoDB's indexes cannot enforce
 * uniqueness, this item can.
 */
export const UniqueValue = new Entity(
  {
    model: { entity: 'uniqueValue', version: '1', service: SERVICE },
    attributes: {
      customerId: { type: 'string', required: true, readOnly: true },
      kind: { type: 'string', required: true, readOnly: true },
      /** Stored normalised (lower case, trimmed) so that uniqueness ignores case. */
      value: { type: 'string', required: true, readOnly: true },
      ownerId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['customerId'] },
        sk: { field: 'sk', composite: ['kind', 'value'] },
      },
    },
  },
  entityConfig(),
);
