import { randomUUID } from 'node:crypto';
import { auditRecord } from '../core/audit.js';
import { ConflictError } from '../core/app-error.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { Customer } from '../core/db/entities/customer.js';
import { transact } from '../core/db/transaction.js';

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
    await transact(({ customer, customerDomain, auditEvent }) => [
      customer.create(record).commit(),
      customerDomain.create({ domain, customerId }).commit(),
      auditEvent
        .create(
          auditRecord({
            customerId,
            actorId,
            entityType: 'customer',
            entityId: customerId,
            action: 'create',
            after: record,
          }),
        )
        .commit(),
    ]);
  } catch (error) {
    if (error instanceof ConflictError) {
      throw new ConflictError({ message: `Domain ${domain} or customer ${customerId} exists`, cause: error });
    }
    throw error;
  }
  const { data } = await Customer.get({ customerId }).go();
  if (!data) throw new Error(`Customer ${customerId} vanished after creation`);
  return data;
}

export async function findCustomerIdByDomain(domain: string): Promise<string | undefined> {
  const { data } = await CustomerDomain.get({ domain: domain.trim().toLowerCase() }).go();
  return data?.customerId;
}
