/**
 * The error catalogue's entries of the evaluation (issue 11 item 1, decision 063): the criteria and their
 * scoring method, the team, declarations of conflict of interest, scores, the consensus and the suppliers'
 * statuses. No text names a bidder's price or another evaluator's score.
 */
import type { CatalogueEntry } from '../errors.js';

export const EVALUATION_ERRORS = {
  evaluationLocked: {
    status: 409,
    en: 'Evaluation has started: the scoring method and the criteria can no longer change.',
    fr: 'L’évaluation est commencée : la méthode de notation et les critères ne peuvent plus changer.',
  },
  scoringMethodResetUnconfirmed: {
    status: 409,
    en: 'Changing the scoring method resets the points and weights of every criterion: confirm to continue.',
    fr: 'Changer la méthode de notation réinitialise les points et les pondérations de tous les critères : confirmez pour continuer.',
  },
  criterionPointsInvalid: {
    status: 400,
    en: 'Enter the criterion’s points: a whole number from 1 to 1,000.',
    fr: 'Saisissez les points du critère : un nombre entier de 1 à 1 000.',
  },
  criterionWeightInvalid: {
    status: 400,
    en: 'Enter the criterion’s weight: a percentage above 0 and up to 100, with two decimals at most.',
    fr: 'Saisissez la pondération du critère : un pourcentage supérieur à 0 et jusqu’à 100, avec deux décimales au plus.',
  },
  criteriaWeightsTotal: {
    status: 400,
    en: 'The weights of the criteria must add up to 100%.',
    fr: 'La somme des pondérations des critères doit être de 100 %.',
  },
  criterionNameDuplicate: {
    status: 400,
    en: 'Another criterion already has this name.',
    fr: 'Un autre critère porte déjà ce nom.',
  },
  criterionNotFound: {
    status: 404,
    en: 'This criterion does not exist on this evaluation.',
    fr: 'Ce critère n’existe pas dans cette évaluation.',
  },
  evaluatorNotFound: {
    status: 400,
    en: 'Choose active users of your agency as evaluators.',
    fr: 'Choisissez des utilisateurs actifs de votre organisme comme évaluateurs.',
  },
  evaluationManagersOnly: {
    status: 403,
    en: 'Only the people who run this evaluation can do this.',
    fr: 'Seules les personnes qui dirigent cette évaluation peuvent faire ceci.',
  },
  evaluatorNotOnTeam: {
    status: 403,
    en: 'You are not on this project’s evaluation team.',
    fr: 'Vous ne faites pas partie de l’équipe d’évaluation de ce projet.',
  },
  conflictNotDeclared: {
    status: 409,
    en: 'Declare any conflict of interest with this bidder before you see or score its bid.',
    fr: 'Déclarez tout conflit d’intérêts avec ce soumissionnaire avant de voir ou de noter sa soumission.',
  },
  conflictAlreadyDeclared: {
    status: 409,
    en: 'You have already declared for this bidder: ask the evaluation’s lead to change it.',
    fr: 'Vous avez déjà fait votre déclaration pour ce soumissionnaire : demandez au responsable de l’évaluation de la modifier.',
  },
  evaluatorConflicted: {
    status: 403,
    en: 'You declared a conflict of interest with this bidder: you neither open nor evaluate its bid.',
    fr: 'Vous avez déclaré un conflit d’intérêts avec ce soumissionnaire : vous n’ouvrez ni n’évaluez sa soumission.',
  },
  bidderDisqualified: {
    status: 409,
    en: 'This bidder is disqualified: its bid is not scored.',
    fr: 'Ce soumissionnaire est disqualifié : sa soumission n’est pas notée.',
  },
  evaluationNotReady: {
    status: 409,
    en: 'The evaluation’s criteria are not complete yet: scoring starts once each has its points or weight.',
    fr: 'Les critères de l’évaluation ne sont pas encore complets : la notation commence quand chacun a ses points ou sa pondération.',
  },
  scoresAlreadySubmitted: {
    status: 409,
    en: 'You have submitted your scores for this bid: they can no longer change.',
    fr: 'Vous avez soumis vos notes pour cette soumission : elles ne peuvent plus changer.',
  },
  scoresIncomplete: {
    status: 400,
    en: 'Score every criterion before you submit.',
    fr: 'Notez chaque critère avant de soumettre.',
  },
  scoreOutOfRange: {
    status: 400,
    en: 'Enter a score from 0 to the criterion’s maximum, with two decimals at most.',
    fr: 'Saisissez une note de 0 au maximum du critère, avec deux décimales au plus.',
  },
  evaluationBidNotFound: {
    status: 404,
    en: 'This bid is not open for evaluation on this project.',
    fr: 'Cette soumission n’est pas ouverte à l’évaluation pour ce projet.',
  },
  disqualificationReasonRequired: {
    status: 400,
    en: 'Give the reason for the disqualification.',
    fr: 'Indiquez le motif de la disqualification.',
  },
  consensusNoteRequired: {
    status: 400,
    en: 'Add a note saying why the consensus score differs from the evaluators’ mean.',
    fr: 'Ajoutez une note expliquant pourquoi la note consensuelle diffère de la moyenne des évaluateurs.',
  },
} as const satisfies Record<string, CatalogueEntry>;
