/**
 * The opening of sealed bids (docs/product/opening.md#opening-settings, docs/product/opening.md#unsealing):
 * what the closing method and the results display choice decide, which bids and parts may be unsealed, the
 * minimum number of bids under which unsealing needs an explicit authorisation, and when the buyer may record
 * a registered supplier's hard-copy bid. Pure: the browser and the opening Lambda run the same rules
 * (decision 057).
 */
import type { ProjectStatus, SubmissionType } from '../projects/project-types.js';
import { areSubmissionsShown, type SubmissionStatus } from './submission-status.js';

/**
 * Results display choices (docs/product/opening.md#opening-settings): the buyer's answer to "what shows after
 * the closing".
 */
export const RESULTS_DISPLAYS = ['doNotDisplay', 'displayNames', 'displayResults', 'choose'] as const;
export type ResultsDisplay = (typeof RESULTS_DISPLAYS)[number];

/**
 * Who unseals (docs/product/opening.md#opening-settings): `others` the buyers at the opening, `letMeChoose`
 * the buyer who chose, part by part, `automatic` the close job as soon as it has sealed.
 */
export const UNSEAL_MODES = ['others', 'letMeChoose', 'automatic'] as const;
export type UnsealMode = (typeof UNSEAL_MODES)[number];

/**
 * A bid is unsealed in two parts (docs/product/opening.md#unsealing): its price (the forms) and the rest of
 * it.
 */
export const UNSEAL_PARTS = ['price', 'submission'] as const;
export type UnsealPart = (typeof UNSEAL_PARTS)[number];

export interface OpeningChoice {
  submissionType?: SubmissionType | undefined;
  /** A public opening is an event: the buyers open the sealed bids there, never the close job before it. */
  openingProcess?: 'public' | 'private' | undefined;
  resultsDisplay?: ResultsDisplay | undefined;
  /** Read only when the display choice is `choose`: the buyer's own answers. */
  showSubmitted?: boolean | undefined;
  unsealManually?: UnsealMode | undefined;
}

export interface OpeningSettings {
  /** Whether the bidders' names are shown once the bid has closed. */
  showSubmitted: boolean;
  unsealManually: UnsealMode;
}

/**
 * The closing method × the results display choice. An unsealed closing has nothing to keep sealed: its bids
 * open at the close. A sealed one that displays results opens at the close too (the results are its
 * prices); one that displays nothing or only names waits for the buyers. `choose` takes the buyer's answers
 * (manual by default, names hidden by default). Absent choices are the cautious ones.
 */
export function openingSettingsOf(choice: OpeningChoice): OpeningSettings {
  const settings = settingsOfDisplay(choice);
  // "Display results" opened sealed bids at the close even when a public opening was announced: the
  // results are shown once the buyers have opened the bids there.
  return choice.openingProcess === 'public' &&
    choice.submissionType !== 'unsealed' &&
    settings.unsealManually === 'automatic'
    ? { ...settings, unsealManually: 'others' }
    : settings;
}

function settingsOfDisplay(choice: OpeningChoice): OpeningSettings {
  const display = choice.resultsDisplay ?? 'doNotDisplay';
  const chosenShow = choice.showSubmitted ?? false;
  if (choice.submissionType === 'unsealed')
    return {
      showSubmitted: display === 'choose' ? chosenShow : display !== 'doNotDisplay',
      unsealManually: 'automatic',
    };
  switch (display) {
    case 'doNotDisplay':
      return { showSubmitted: false, unsealManually: 'others' };
    case 'displayNames':
      return { showSubmitted: true, unsealManually: 'others' };
    case 'displayResults':
      return { showSubmitted: true, unsealManually: 'automatic' };
    case 'choose':
      return { showSubmitted: chosenShow, unsealManually: choice.unsealManually ?? 'letMeChoose' };
  }
}

export const unsealsAutomatically = (choice: OpeningChoice) =>
  openingSettingsOf(choice).unsealManually === 'automatic';

/** Which of a bid's stored parts are its price: its forms (`form.<tenderTableId>`); the rest is the submission. */
export const unsealPartOf = (partId: string): UnsealPart =>
  partId.startsWith('form.') ? 'price' : 'submission';

/** The bid statuses that hold sealed content at the opening: sealed, and unsealed while a part is left. */
export const isUnsealable = (status: SubmissionStatus) => status === 'sealed' || status === 'unsealed';

export interface UnsealFacts {
  projectStatus: ProjectStatus | string;
  status: SubmissionStatus;
  /** The parts already unsealed. */
  unsealed: readonly UnsealPart[];
}

export type UnsealProblem = 'openingBeforeClose' | 'unsealNotAllowed' | 'unsealAlreadyDone';

/** Why a part of a bid may not be unsealed now, or null. */
export function findUnsealProblem(facts: UnsealFacts, part: UnsealPart): UnsealProblem | null {
  if (!areSubmissionsShown(facts.projectStatus)) return 'openingBeforeClose';
  if (!isUnsealable(facts.status)) return 'unsealNotAllowed';
  if (facts.unsealed.includes(part)) return 'unsealAlreadyDone';
  return null;
}

/** A sealed bid becomes unsealed at its first part opened; the parts' records say what shows. */
export const statusAfterUnseal = (status: SubmissionStatus): SubmissionStatus =>
  status === 'sealed' ? 'unsealed' : status;

/**
 * The agency setting's bounds: "submissions required to unseal", required
 * (docs/product/opening.md#unsealing).
 */
export const SUBMISSIONS_REQUIRED_TO_UNSEAL_MAX = 99;

/**
 * Unsealing with fewer bids handed in than the agency requires needs the buyer's explicit authorisation
 * (docs/product/opening.md#unsealing); with it, or at or above the minimum, it goes ahead.
 */
export function findMinimumProblem(
  handedIn: number,
  required: number,
  authorised: boolean,
): 'unsealBelowMinimum' | null {
  return handedIn < required && !authorised ? 'unsealBelowMinimum' : null;
}

/**
 * Registered suppliers join the submission list only once the bid is Closed or Awarded
 * (docs/product/opening.md#submissions-after-the-close).
 */
export const canAddRegisteredSupplier = (projectStatus: ProjectStatus | string) =>
  projectStatus === 'closed' || projectStatus === 'awarded';

/**
 * Only a hard-copy submission the buyer recorded may be deleted
 * (docs/product/opening.md#submissions-after-the-close).
 */
export const canDeleteSubmission = (submission: { hardCopy?: boolean | undefined }) =>
  submission.hardCopy === true;
