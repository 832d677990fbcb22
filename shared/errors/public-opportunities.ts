/**
 * The error catalogue's entries of the public opportunities pages (issue 9 item 1, decision 046): an agency,
 * an opportunity or a document the public may not reach is simply not found, whatever the reason (a draft, an
 * invitational bid, a hidden document, another agency's id), so nothing is learnt from the answer. A Lambda
 * carries the texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const PUBLIC_OPPORTUNITY_ERRORS = {
  publicAgencyNotFound: {
    status: 404,
    en: 'No agency has this address.',
    fr: 'Aucun organisme n’a cette adresse.',
  },
  opportunityNotFound: {
    status: 404,
    en: 'This opportunity is not open to the public, or no longer is.',
    fr: 'Cet appel d’offres n’est pas ouvert au public, ou ne l’est plus.',
  },
  publicDocumentNotFound: {
    status: 404,
    en: 'This document is not available to the public.',
    fr: 'Ce document n’est pas accessible au public.',
  },
  opportunityCursorInvalid: {
    status: 400,
    en: 'This page of results is no longer valid: search again.',
    fr: 'Cette page de résultats n’est plus valide : relancez la recherche.',
  },
  opportunityClosingRangeInvalid: {
    status: 400,
    en: 'The closing date range ends before it starts.',
    fr: 'La période de clôture se termine avant de commencer.',
  },
} as const satisfies Record<string, CatalogueEntry>;
