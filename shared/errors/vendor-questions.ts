/**
 * The error catalogue's entries of supplier questions (issue 9 item 4, decision 051): asking in the portal
 * and answering in Source → questions. Imported by the code that answers with them (the portal and
 * vendor-questions groups), so only those Lambdas carry the texts (decision 026).
 */
import { registerErrors, type CatalogueEntry } from '../errors.js';

export const VENDOR_QUESTION_ERRORS = {
  questionsClosed: {
    status: 409,
    en: 'The question deadline has passed: this bid takes no more questions.',
    fr: 'La date limite des questions est passée : cet appel d’offres n’accepte plus de questions.',
  },
  questionNotFound: {
    status: 404,
    en: 'This question does not exist.',
    fr: 'Cette question n’existe pas.',
  },
  questionsTooMany: {
    status: 409,
    en: 'This bid has as many questions as it can hold.',
    fr: 'Cet appel d’offres a atteint le nombre maximal de questions.',
  },
  questionAnsweringClosed: {
    status: 409,
    en: 'Questions are answered while the bid is out and not closed.',
    fr: 'Les questions reçoivent une réponse tant que l’appel d’offres est publié et non fermé.',
  },
} as const satisfies Record<string, CatalogueEntry>;

registerErrors(VENDOR_QUESTION_ERRORS);
