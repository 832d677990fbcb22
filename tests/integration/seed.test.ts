import { describe, expect, it } from 'vitest';
import { CustomerDomain } from '../../functions/core/db/entities/customer-domain.js';
import { Customer } from '../../functions/core/db/entities/customer.js';
import { SupplierUser } from '../../functions/core/db/entities/supplier-user.js';
import { UserGroup } from '../../functions/core/db/entities/user-group.js';
import { User } from '../../functions/core/db/entities/user.js';
import { verifyPassword } from '../../functions/core/passwords.js';

async function customerOf(domain: string) {
  const link = await CustomerDomain.get({ domain }).go();
  const customer = await Customer.get({ customerId: link.data!.customerId }).go();
  return customer.data!;
}

describe('demo seed', () => {
  it('creates City of Demoville with its lead, buyer and evaluator, who can sign in with the demo password', async () => {
    const demo = await customerOf('demo');
    expect(demo.displayName).toBe('City of Demoville');
    expect(demo.isProvider).toBe(false);
    const groups = (await UserGroup.query.primary({ customerId: demo.customerId }).go()).data;
    for (const email of ['lead@demo.example', 'buyer@demo.example', 'evaluator@demo.example']) {
      const { data } = await User.query.byEmail({ customerId: demo.customerId, email }).go();
      expect(data).toHaveLength(1);
      expect(await verifyPassword('Tenderbox!2026', data[0]!.passwordHash!)).toBe(true);
      expect(data[0]!.groupIds?.length).toBe(1);
    }
    const lead = (await User.query.byEmail({ customerId: demo.customerId, email: 'lead@demo.example' }).go())
      .data[0]!;
    const buyer = (
      await User.query.byEmail({ customerId: demo.customerId, email: 'buyer@demo.example' }).go()
    ).data[0]!;
    const groupOf = (id: string) => groups.find((g) => g.groupId === id)!;
    expect(groupOf(lead.groupIds![0]!).permissionIds!.length).toBeGreaterThan(
      groupOf(buyer.groupIds![0]!).permissionIds!.length,
    );
  });

  it('creates the provider customer with a site administrator, and the Acme supplier', async () => {
    const provider = await customerOf('tenderbox');
    expect(provider.isProvider).toBe(true);
    const admin = await User.query
      .byEmail({ customerId: provider.customerId, email: 'siteadmin@tenderbox.example' })
      .go();
    expect(admin.data).toHaveLength(1);
    const supplier = await SupplierUser.query.byEmail({ email: 'bids@acme.example' }).go();
    expect(supplier.data).toHaveLength(1);
    expect(await verifyPassword('Tenderbox!2026', supplier.data[0]!.passwordHash!)).toBe(true);
  });
});
