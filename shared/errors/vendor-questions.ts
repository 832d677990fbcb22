/**
 * The error catalogue's entries of supplier questions (issue 9 item 4, decision 051): asking in the portal
 * or, when the bid lets anyone ask, on the public page; recording and answering in Source → questions. A
 * Lambda carries the texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

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
  questionsRegisteredOnly: {
    status: 403,
    en: 'Only registered suppliers may ask questions about this bid: log in to the supplier portal to ask.',
    fr: 'Seuls les fournisseurs inscrits peuvent poser des questions sur cet appel d’offres : connectez-vous au portail des fournisseurs pour en poser.',
  },
  publicQuestionsTooMany: {
    status: 429,
    en: 'You have asked several questions about this bid in the last hour. Please wait an hour before asking another.',
    fr: 'Vous avez posé plusieurs questions sur cet appel d’offres dans la dernière heure. Veuillez attendre une heure avant d’en poser une autre.',
  },
  questionTextRequired: {
    status: 400,
    en: 'Write the question.',
    fr: 'Rédigez la question.',
  },
  questionAnswerRequired: {
    status: 400,
    en: 'A complete question needs its answer.',
    fr: 'Une question complète doit avoir sa réponse.',
  },
  askerNameRequired: {
    status: 400,
    en: 'Full name is required.',
    fr: 'Le nom complet est obligatoire.',
  },
  askerCompanyRequired: {
    status: 400,
    en: 'Company is required.',
    fr: 'L’entreprise est obligatoire.',
  },
} as const satisfies Record<string, CatalogueEntry>;
