/**
 * The error catalogue's entries for Build → compliance and Build → invitations
 * (docs/product/tender.md#invitations). A Lambda carries the texts when its group's catalogue names the area
 * (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const PROJECT_BUILD_ERRORS = {
  invitationExists: {
    status: 409,
    en: 'An invitation already exists for this email address.',
    fr: 'Une invitation existe déjà pour cette adresse courriel.',
  },
  invitationEmailInvalid: {
    status: 400,
    en: 'Enter a valid email address.',
    fr: 'Entrez une adresse courriel valide.',
  },
  invitationsTooMany: {
    status: 409,
    en: 'This project already has 500 invitations, the most it can hold.',
    fr: 'Ce projet compte déjà 500 invitations, le maximum permis.',
  },
  invitationNotFound: {
    status: 404,
    en: 'This invitation was not found.',
    fr: 'Cette invitation est introuvable.',
  },
  invitationsClosed: {
    status: 409,
    en: 'Invitations cannot change once the project is closed, awarded or finished.',
    fr: 'Les invitations ne peuvent plus changer une fois le projet fermé, adjugé ou terminé.',
  },
  complianceTitleExists: {
    status: 409,
    en: 'A compliance item with this title already exists.',
    fr: 'Un élément de conformité portant ce titre existe déjà.',
  },
  complianceItemsTooMany: {
    status: 409,
    en: 'This project already has 100 compliance items, the most it can hold.',
    fr: 'Ce projet compte déjà 100 éléments de conformité, le maximum permis.',
  },
  complianceItemNotFound: {
    status: 404,
    en: 'This compliance item was not found.',
    fr: 'Cet élément de conformité est introuvable.',
  },
  complianceLocked: {
    status: 409,
    en: 'Compliance items can change only while the project is a draft or a template.',
    fr: 'Les éléments de conformité ne peuvent changer que lorsque le projet est une ébauche ou un modèle.',
  },
  // Plan takers and their hard copy submissions (decision 048;
  // docs/product/tender.md#following-and-plan-takers).
  planTakerNotFound: {
    status: 404,
    en: 'This plan taker was not found.',
    fr: 'Ce preneur de documents est introuvable.',
  },
  planTakerSubmissionNotFound: {
    status: 404,
    en: 'This submission was not found.',
    fr: 'Cette soumission est introuvable.',
  },
  planTakerSubmissionNotHardCopy: {
    status: 409,
    en: 'Only hard copy submissions can be deleted.',
    fr: 'Seules les soumissions papier peuvent être supprimées.',
  },
  // Copying another bid's invitations is one transaction (decision 053, amended).
  invitationCopyTooMany: {
    status: 400,
    en: 'That bid has more than 45 addresses this bid does not invite yet: invite them from a supplier list or one by one.',
    fr: 'Cet appel d’offres compte plus de 45 adresses que celui-ci n’invite pas encore : invitez-les à partir d’une liste de fournisseurs ou une à une.',
  },
} as const satisfies Record<string, CatalogueEntry>;
