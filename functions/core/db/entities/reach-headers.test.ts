import { describe, expect, it } from 'vitest';
import { CustomerHeader } from './customer-header.js';
import { Customer } from './customer-record.js';
import { UserHeader } from './user-header.js';
import { User } from './user.js';

// functions/core/projects/project-access.ts reads an agency's and a user's items through these headers (decision 044).
describe('CustomerHeader and UserHeader', () => {
  it('read the very items Customer and User write: the same keys', () => {
    expect(CustomerHeader.key({ customerId: 'C-1' })).toEqual(Customer.key({ customerId: 'C-1' }));
    const user = { customerId: 'C-1', userId: 'u-7' };
    expect(UserHeader.key(user)).toEqual(User.key(user));
  });

  it('take a stored agency and user, and keep what they do not name', () => {
    const agency = {
      customerId: 'c',
      domain: 'demo',
      displayName: 'Demo',
      timeZone: 'America/Halifax',
      restrictProjectsByDepartment: true,
      customerNodeId: 'n1',
      tenderNodeId: 'n2',
      version: 2,
    };
    expect(CustomerHeader.schema.parse(agency)).toEqual(agency);
    const user = { customerId: 'c', userId: 'u', email: 'a@b.ca', departmentIds: new Set(['d2', 'd1']) };
    expect(UserHeader.schema.parse(user)).toEqual({ ...user, departmentIds: ['d2', 'd1'] });
  });

  it('leave unset what the agency never set, as the project rules expect', () => {
    expect(CustomerHeader.schema.parse({ customerId: 'c' })).toEqual({ customerId: 'c' });
    expect(UserHeader.schema.parse({ customerId: 'c', userId: 'u' })).toEqual({
      customerId: 'c',
      userId: 'u',
    });
  });
});
