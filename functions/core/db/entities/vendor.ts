import { Entity } from 'electrodb';
import { entityConfig, SERVICE, versionedAttributes } from '../config.js';

/** A supplier company (spec 2 §3.15). Suppliers are their own tenant: keys begin with the vendor. */
export const Vendor = new Entity(
  {
    model: { entity: 'vendor', version: '1', service: SERVICE },
    attributes: {
      vendorId: { type: 'string', required: true, readOnly: true },
      companyName: { type: 'string', required: true },
      primaryEmail: { type: 'string', required: true },
      ...versionedAttributes,
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['vendorId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
