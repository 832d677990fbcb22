import type { TLoginType } from '../../shared/schemas/login.js';
import { AppError } from '../core/app-error.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { Customer } from '../core/db/entities/customer.js';

/** Login step 1 (spec 1 §4): the agency's domain decides between local login, SSO, or both. */
export async function findLoginType(domain: string): Promise<TLoginType> {
  const normalised = domain.trim().toLowerCase();
  const { data: link } = await CustomerDomain.get({ domain: normalised }).go();
  if (!link) throw new AppError('invalidDomain', { message: `Unknown domain ${normalised}` });
  const { data: customer } = await Customer.get({ customerId: link.customerId }).go();
  if (!customer) throw new AppError('invalidDomain', { message: `Domain ${normalised} has no customer` });
  return { domain: normalised, loginType: customer.loginType, customerName: customer.displayName };
}
