import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * Domain → customer: the login screen's first step, and the guarantee that a domain names one agency
 * (written in the same transaction as the customer, on condition that it does not exist yet).
 */
export const CustomerDomain = defineEntity({
  name: 'customerDomain',
  schema: z.object({ domain: z.string(), customerId: z.string() }),
  key: (k: { domain: string }) => ({ pk: partitionKey({ domain: k.domain }), sk: sortKey('customerDomain') }),
});
