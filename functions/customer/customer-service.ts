import { randomUUID } from 'node:crypto';
import { ConflictError } from '../core/app-error.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { Customer } from '../core/db/entities/customer-record.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';

export interface NewCustomer {
  domain: string;
  displayName: string;
  timeZone?: string;
  loginType?: 'local' | 'sso' | 'both';
  isProvider?: boolean;
  customerId?: string;
}

/**
 * Creates an agency and claims its domain in one transaction, with its audit event: a domain already
 * taken cancels the whole transaction, so no customer without its domain (or the reverse) can exist.
 */
export async function createCustomer(input: NewCustomer, actorId: string) {
  const customerId = input.customerId ?? randomUUID();
  const domain = input.domain.trim().toLowerCase();
  const record = {
    customerId,
    domain,
    displayName: input.displayName,
    timeZone: input.timeZone ?? 'America/Toronto',
    loginType: input.loginType ?? 'local',
    isProvider: input.isProvider ?? false,
    customerNodeId: `${customerId}-customer-node`,
    tenderNodeId: `${customerId}-tender-node`,
  };
  try {
    await transactAudited(
      { customerId, actorId, entityType: 'customer', entityId: customerId, action: 'create', after: record },
      [tx.create(Customer, record), tx.create(CustomerDomain, { domain, customerId })],
    );
  } catch (error) {
    if (error instanceof ConflictError) {
      throw new ConflictError({ message: `Domain ${domain} or customer ${customerId} exists`, cause: error });
    }
    throw error;
  }
  const created = await getItem(Customer, { customerId });
  if (!created) throw new Error(`Customer ${customerId} vanished after creation`);
  return created;
}

export async function findCustomerIdByDomain(domain: string): Promise<string | undefined> {
  return (await getItem(CustomerDomain, { domain: domain.trim().toLowerCase() }))?.customerId;
}
