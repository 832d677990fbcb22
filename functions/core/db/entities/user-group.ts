import { Entity } from 'electrodb';
import { entityConfig, SERVICE, versionedAttributes } from '../config.js';

/** A user group: carries permissions in the categories of spec 2 §3.16. */
export const UserGroup = new Entity(
  {
    model: { entity: 'userGroup', version: '1', service: SERVICE },
    attributes: {
      customerId: { type: 'string', required: true, readOnly: true },
      groupId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      permissionIds: { type: 'set', items: 'string' },
      /** The departments the group works for (spec 2 §3.16: a department lists its user groups). */
      departmentIds: { type: 'set', items: 'string' },
      ...versionedAttributes,
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['customerId'] },
        sk: { field: 'sk', composite: ['groupId'] },
      },
    },
  },
  entityConfig(),
);
