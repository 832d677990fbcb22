import { Entity } from 'electrodb';
import { entityConfig, SERVICE, versionedAttributes } from '../config.js';

/** A division, linked to one department of the same agency (spec 2 §3.16). */
export const Division = new Entity(
  {
    model: { entity: 'division', version: '1', service: SERVICE },
    attributes: {
      customerId: { type: 'string', required: true, readOnly: true },
      divisionId: { type: 'string', required: true, readOnly: true },
      departmentId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      ...versionedAttributes,
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['customerId'] },
        sk: { field: 'sk', composite: ['divisionId'] },
      },
      /** The divisions of one department (the department's page, and its deletion). */
      byDepartment: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['customerId', 'departmentId'] },
        sk: { field: 'gsi1sk', composite: ['divisionId'] },
      },
    },
  },
  entityConfig(),
);
