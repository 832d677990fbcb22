import { describe, expect, it } from 'vitest';
import { CustomerDomain } from '../../functions/core/db/entities/customer-domain.js';
import { Customer } from '../../functions/core/db/entities/customer-record.js';
import { SupplierUser, supplierUserByEmail } from '../../functions/core/db/entities/supplier-user.js';
import { groupsOfCustomer, UserGroup } from '../../functions/core/db/entities/user-group.js';
import { User, userByEmail } from '../../functions/core/db/entities/user.js';
import { getItem, queryAll } from '../../functions/core/db/ops.js';
import { verifyPassword } from '../../functions/core/accounts/passwords.js';

async function customerOf(domain: string) {
  const link = await getItem(CustomerDomain, { domain });
  return (await getItem(Customer, { customerId: link!.customerId }))!;
}

describe('demo seed', () => {
  it('creates City of Demoville with its lead, buyer and evaluator, who can sign in with the demo password', async () => {
    const demo = await customerOf('demo');
    expect(demo.displayName).toBe('City of Demoville');
    expect(demo.isProvider).toBe(false);
    const groups = await queryAll(UserGroup, groupsOfCustomer(demo.customerId));
    for (const email of ['lead@demo.example', 'buyer@demo.example', 'evaluator@demo.example']) {
      const data = await queryAll(User, userByEmail(demo.customerId, email));
      expect(data).toHaveLength(1);
      expect(await verifyPassword('Tenderbox!2026', data[0]!.passwordHash!)).toBe(true);
      expect(data[0]!.groupIds?.length).toBe(1);
    }
    const lead = (await queryAll(User, userByEmail(demo.customerId, 'lead@demo.example')))[0]!;
    const buyer = (await queryAll(User, userByEmail(demo.customerId, 'buyer@demo.example')))[0]!;
    const groupOf = (id: string) => groups.find((g) => g.groupId === id)!;
    expect(groupOf(lead.groupIds![0]!).permissionIds!.length).toBeGreaterThan(
      groupOf(buyer.groupIds![0]!).permissionIds!.length,
    );
  });

  it('creates the provider customer with a site administrator, and the Acme supplier', async () => {
    const provider = await customerOf('tenderbox');
    expect(provider.isProvider).toBe(true);
    const admin = await queryAll(User, userByEmail(provider.customerId, 'siteadmin@tenderbox.example'));
    expect(admin).toHaveLength(1);
    const supplier = await queryAll(SupplierUser, supplierUserByEmail('bids@acme.example'));
    expect(supplier).toHaveLength(1);
    expect(await verifyPassword('Tenderbox!2026', supplier[0]!.passwordHash!)).toBe(true);
  });
});
