/**
 * The demo agency's supplier lists and a comment (decision 053): a shared rotational list of the mechanical
 * contractors (Northwind and Polar Air, pending account setup since the HVAC invitations, and Acme), a
 * personal list of the lead's (Acme and Birchwood), and the lead's comment on Acme. Written as the
 * suppliers group writes them, once the suppliers exist.
 */
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { VendorComment, VendorList } from '../../functions/core/db/entities/vendor-directory.js';
import { Vendor, vendorsByName } from '../../functions/core/db/entities/vendor.js';
import { nowIso } from '../../functions/core/clock.js';
import { queryAll } from '../../functions/core/db/ops.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';

const ROTATION = ['Northwind Mechanical Inc.', 'Polar Air Services', 'Acme Construction Ltd.'];
const PERSONAL = ['Acme Construction Ltd.', 'Birchwood Office Interiors'];

async function vendorIdOf(companyName: string): Promise<string> {
  const [vendor] = (await queryAll(Vendor, vendorsByName(companyName))).filter(
    (v) => v.companyName === companyName,
  );
  if (!vendor) throw new Error(`The demo supplier ${companyName} is missing`);
  return vendor.vendorId;
}

export async function seedDemoVendorLists(customerId: string, leadId: string) {
  const now = nowIso();
  const members = async (names: string[]) =>
    Promise.all(names.map(async (name) => ({ vendorId: await vendorIdOf(name), addedAt: now })));
  const lists = [
    VendorList.schema.parse({
      customerId,
      vendorListId: randomUUID(),
      name: 'Mechanical contractors rotation',
      visibility: 'shared',
      rotational: true,
      ownerId: leadId,
      members: await members(ROTATION),
    }),
    VendorList.schema.parse({
      customerId,
      vendorListId: randomUUID(),
      name: 'My quick quotes',
      visibility: 'personal',
      rotational: false,
      ownerId: leadId,
      members: await members(PERSONAL),
    }),
  ];
  const acmeId = await vendorIdOf('Acme Construction Ltd.');
  const comment = VendorComment.schema.parse({
    customerId,
    vendorId: acmeId,
    vendorCommentId: randomUUID(),
    comment: 'Finished the 2025 Main Street patching ahead of schedule; asks good questions at site visits.',
    authorId: leadId,
    authorName: 'Lee Procter',
  });
  await transactAudited(
    {
      customerId,
      actorId: SYSTEM_ACTOR,
      entityType: 'vendorList',
      entityId: lists[0]!.vendorListId,
      action: 'seedVendorLists',
      after: lists.map((l) => ({ name: l.name, members: l.members.length })),
    },
    lists.map((list) => tx.create(VendorList, list)),
  );
  await transactAudited(
    {
      customerId,
      actorId: leadId,
      entityType: 'vendor',
      entityId: acmeId,
      action: 'addVendorComment',
      after: { comment: comment.comment },
    },
    [tx.create(VendorComment, comment)],
  );
}
