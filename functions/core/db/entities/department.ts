import { Entity } from 'electrodb';
import { entityConfig, SERVICE, versionedAttributes } from '../config.js';

/** A department of an agency (spec 2 §3.16): users, user groups and projects may belong to it. */
export const Department = new Entity(
  {
    model: { entity: 'department', version: '1', service: SERVICE },
    attributes: {
      customerId: { type: 'string', required: true, readOnly: true },
      departmentId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      ...versionedAttributes,
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['customerId'] },
        sk: { field: 'sk', composite: ['departmentId'] },
      },
    },
  },
  entityConfig(),
);
