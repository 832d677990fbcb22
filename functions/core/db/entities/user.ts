import { Entity } from 'electrodb';
import { entityConfig, SERVICE, versionedAttributes } from '../config.js';

/** A buyer-side user of one agency (spec 2 §3.16). Email and username are unique within the agency. */
export const User = new Entity(
  {
    model: { entity: 'user', version: '1', service: SERVICE },
    attributes: {
      customerId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true },
      username: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      passwordHash: { type: 'string', hidden: false },
      active: { type: 'boolean', required: true, default: true },
      purchaser: { type: 'boolean', required: true, default: false },
      groupIds: { type: 'set', items: 'string' },
      departmentIds: { type: 'set', items: 'string' },
      /** Team member setting: email me when suppliers submit questions (spec 1 §6). */
      receiveQuestionEmail: { type: 'boolean', default: false },
      failedLogins: { type: 'number', required: true, default: 0 },
      lockedAt: { type: 'string' },
      avatarKey: { type: 'string' },
      ...versionedAttributes,
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['customerId'] },
        sk: { field: 'sk', composite: ['userId'] },
      },
      byEmail: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['customerId'] },
        sk: { field: 'gsi1sk', composite: ['email'] },
      },
    },
  },
  entityConfig(),
);
