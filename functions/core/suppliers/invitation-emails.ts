/**
 * Invited suppliers are emailed (issue 9 item 3, decision 048): when the bid is published, and when an
 * invitation is added to a published bid. An address that belongs to a supplier user gets a link to the
 * bid in the portal; an unknown address first becomes a supplier waiting for its account setup (a Vendor
 * with emailStatus `pendingSetup` and a SupplierUser without a password, under the platform-wide email
 * claim), and its email carries the setup link (7 days) before the bid's. The recipient's language is not
 * known, so each email is in English and French. An invitation is emailed once (`emailedAt`).
 */
import { randomUUID } from 'node:crypto';
import { CustomerHeader } from '../db/entities/customer-header.js';
import {
  invitationsOfProject,
  ProjectInvitation,
  type ProjectInvitationRecord,
} from '../db/entities/project-invitation.js';
import { ProjectPublicView } from '../db/entities/project-public-view.js';
import { SupplierUser, supplierUserByEmail, type SupplierUserItem } from '../db/entities/supplier-user.js';
import { Vendor } from '../db/entities/vendor.js';
import { VendorEmail } from '../db/entities/vendor-directory.js';
import { nowIso } from '../clock.js';
import { getItem, patchItem, putItem, queryAll } from '../db/ops.js';
import { transactAudited, tx } from '../db/transaction.js';
import { claimedByOther, claimItem, normalise } from '../db/unique-claims.js';
import { appOriginFor } from '../email.js';
import { ConflictError } from '../app-error.js';
import { logger } from '../logger.js';
import { sendPasswordLinkEmail } from '../accounts/password-link.js';
import {
  newSupplierLink,
  SUPPLIER_DIRECTORY,
  SUPPLIER_EMAIL_CLAIM,
  supplierLinkUrl,
} from '../accounts/supplier-links.js';

/** The supplier user of an address, if the platform has one. */
export async function supplierUserOfEmail(email: string): Promise<SupplierUserItem | undefined> {
  return (await queryAll(SupplierUser, supplierUserByEmail(normalise(email))))[0];
}

/**
 * Where an invited supplier opens the bid in the portal: its page, named by the agency's domain as every
 * portal bid address is (decision 050; portalPaths.invitedOpportunity in web/src/config/portal-paths.ts).
 */
export const bidUrl = (requestOrigin: string | undefined, agencyDomain: string, projectId: string) =>
  `${appOriginFor(requestOrigin)}/portal/opportunities/${encodeURIComponent(agencyDomain)}/${projectId}`;

/**
 * A supplier waiting for its account setup, for an address no supplier has: the vendor (named by the
 * invitation's company), its user without a password and the setup link, in one transaction with the
 * platform-wide email claim. Of two invitations racing for one address, the second finds the first's user.
 */
async function pendingSupplier(
  invitation: ProjectInvitationRecord,
  actorId: string,
  requestOrigin: string | undefined,
) {
  const email = normalise(invitation.email);
  const vendorId = randomUUID();
  const supplierUserId = randomUUID();
  // The invitation names a contact by one text: its first word is the first name, the rest the last.
  const [firstName = invitation.companyName, ...rest] = (invitation.contactName ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const lastName = rest.join(' ');
  const user = SupplierUser.schema.parse({ vendorId, supplierUserId, email, firstName, lastName });
  const link = newSupplierLink(user, 'supplierSetup');
  try {
    await transactAudited(
      {
        customerId: vendorId,
        actorId,
        entityType: 'vendor',
        entityId: vendorId,
        action: 'invitePending',
        after: { companyName: invitation.companyName, email, projectId: invitation.projectId },
      },
      [
        claimItem(SUPPLIER_DIRECTORY, SUPPLIER_EMAIL_CLAIM, email, supplierUserId),
        tx.create(Vendor, {
          vendorId,
          companyName: invitation.companyName.trim(),
          primaryEmail: email,
          contacts: [{ firstName, lastName, email, primary: true }],
          emailStatus: 'pendingSetup',
          accountStatus: 'active',
        }),
        tx.create(SupplierUser, user),
        link.item,
      ],
    );
  } catch (error) {
    if (
      error instanceof ConflictError &&
      (await claimedByOther(SUPPLIER_DIRECTORY, SUPPLIER_EMAIL_CLAIM, email, supplierUserId))
    )
      return undefined;
    throw error;
  }
  return supplierLinkUrl(requestOrigin, email, link.token, 'supplierSetup');
}

const bilingual = (en: string, fr: string) => `${en}\n\n---\n\n${fr}`;

function invitationText(
  agencyName: string,
  project: { number: string; name: string },
  url: string,
  setupUrl?: string,
) {
  const bid = `${project.number} ${project.name}`;
  const en = setupUrl
    ? `Hello,\n\n${agencyName} invites your company to bid on ${bid}. An account on the Tenderbox supplier portal was prepared for you: to choose your password, open this link within 7 days:\n\n${setupUrl}\n\nThen open the bid:\n\n${url}`
    : `Hello,\n\n${agencyName} invites your company to bid on ${bid}. Log in to the Tenderbox supplier portal and open the bid:\n\n${url}`;
  const fr = setupUrl
    ? `Bonjour,\n\n${agencyName} invite votre entreprise à soumissionner pour ${bid}. Un compte du portail des fournisseurs Tenderbox a été préparé pour vous : pour choisir votre mot de passe, ouvrez ce lien dans les 7 jours :\n\n${setupUrl}\n\nOuvrez ensuite l’appel d’offres :\n\n${url}`
    : `Bonjour,\n\n${agencyName} invite votre entreprise à soumissionner pour ${bid}. Connectez-vous au portail des fournisseurs Tenderbox et ouvrez l’appel d’offres :\n\n${url}`;
  return {
    subject: `Invitation: ${bid} / Invitation : ${bid}`,
    text: bilingual(en, fr),
  };
}

/**
 * The supplier directory's emails tab (decision 053): one record per email the agency sent a supplier,
 * written once the email left. A record that fails is logged; the email and the invitation stand.
 */
async function recordEmailToVendor(
  customerId: string,
  projectId: string,
  to: string,
  subject: string,
  known: SupplierUserItem | undefined,
) {
  try {
    const vendorId = (known ?? (await supplierUserOfEmail(to)))?.vendorId;
    if (!vendorId) return;
    await putItem(VendorEmail, {
      customerId,
      vendorId,
      vendorEmailId: randomUUID(),
      to: normalise(to),
      subject,
      kind: known ? 'invitation' : 'invitationWithSetup',
      projectId,
    });
  } catch (error) {
    logger.error('Email to a supplier not recorded', { projectId, error });
  }
}

/**
 * Emails the project's invitations not emailed yet (or only the ones given), each marked `emailedAt`
 * after its email left. One failure is logged and leaves its invitation for the next time, not the rest.
 */
export async function emailInvitations(
  customerId: string,
  projectId: string,
  actorId: string,
  requestOrigin: string | undefined,
  only?: readonly ProjectInvitationRecord[],
): Promise<number> {
  const invitations = (
    only ?? (await queryAll(ProjectInvitation, invitationsOfProject(customerId, projectId)))
  ).filter((invitation) => !invitation.emailedAt);
  if (invitations.length === 0) return 0;
  const [project, agency] = await Promise.all([
    getItem(ProjectPublicView, { customerId, projectId }),
    getItem(CustomerHeader, { customerId }),
  ]);
  if (!project) return 0;
  const facts = project as { number?: string; name?: string };
  const agencyFacts = agency as { displayName?: string; domain?: string } | undefined;
  const agencyName = agencyFacts?.displayName ?? '';
  const url = bidUrl(requestOrigin, agencyFacts?.domain ?? '', projectId);
  let sent = 0;
  for (const invitation of invitations) {
    try {
      const known = await supplierUserOfEmail(invitation.email);
      const setupUrl = known ? undefined : await pendingSupplier(invitation, actorId, requestOrigin);
      const text = invitationText(
        agencyName,
        { number: facts.number ?? '', name: facts.name ?? '' },
        url,
        setupUrl,
      );
      await sendPasswordLinkEmail({ to: normalise(invitation.email), ...text, url: setupUrl ?? url });
      await patchItem(ProjectInvitation, invitation, { set: { emailedAt: nowIso() } });
      sent += 1;
      await recordEmailToVendor(customerId, projectId, invitation.email, text.subject, known);
    } catch (error) {
      logger.error('Invitation email not sent', { projectId, invitationId: invitation.invitationId, error });
    }
  }
  return sent;
}
