import type { TFunction } from 'i18next';
import { openingSettingsOf, type OpeningChoice } from '../../../../../../shared/domain/submissions/unsealing';

/**
 * What happens to the bids at the closing, in words, from the same rule the close job runs
 * (openingSettingsOf): who opens them, and whether the public page then names the bidders. Build → details
 * shows it as the buyer chooses, and the project's header until the closing.
 */
export function openingPlanText(t: TFunction, choice: OpeningChoice): string {
  const { unsealManually, showSubmitted } = openingSettingsOf(choice);
  const who =
    unsealManually === 'others' && choice.openingProcess === 'public' ? 'othersPublic' : unsealManually;
  return `${t(`openingPlan.${who}`)} ${t(showSubmitted ? 'openingPlan.namesShown' : 'openingPlan.nothingShown')}`;
}
