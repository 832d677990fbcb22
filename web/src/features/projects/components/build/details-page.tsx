import { useTranslation } from 'react-i18next';
import {
  PROJECT_RICH_TEXT_MAX_LENGTH,
  PROJECT_SHORT_TEXT_MAX_LENGTH,
} from '../../../../../../shared/domain/projects/project-limits';
import { projectHasContract, projectHasTender } from '../../../../../../shared/domain/projects/project-areas';
import type { SubmissionType } from '../../../../../../shared/domain/projects/project-types';
import type {
  OpeningChoice,
  ResultsDisplay,
  UnsealMode,
} from '../../../../../../shared/domain/submissions/unsealing';
import type { TProject } from '../../../../../../shared/schemas/projects';
import { useBuildList } from '../../api/build-api';
import { useProjectSearch } from '../../api/projects-api';
import { BUILD_NS } from '../../i18n/build';
import { BuildFormPage } from './build-page-frame';
import type { FieldSpec } from './build-values';
import { labelled, listOptions, valueOptions } from './options';
import { useBuildPage } from './use-build-page';
import { openingPlanText } from '../layout/opening-plan';

const SHORT = PROJECT_SHORT_TEXT_MAX_LENGTH;
const LINKABLE = { limit: 100, start: 0 } as const;

/**
 * /projects/{id}/build/details: the commercial description and the sourcing part
 * (docs/product/projects.md#build, docs/product/opening.md#opening-settings).
 */
export function DetailsPage() {
  const { t } = useTranslation(BUILD_NS);
  const page = useBuildPage('details');
  const { scope } = page;
  const lists = {
    term: useBuildList(scope, 'term'),
    tradeAgreement: useBuildList(scope, 'tradeAgreement'),
    leadAgencyName: useBuildList(scope, 'leadAgencyName'),
    limitedType: useBuildList(scope, 'procurementMethodLimitedType'),
    awardException: useBuildList(scope, 'awardException'),
    category: useBuildList(scope, 'commodityCategory'),
  };
  const linkable = useProjectSearch(scope, LINKABLE);
  const loading = Object.values(lists).some((l) => l.isLoading) || linkable.isLoading;

  const specsOf = (p: TProject): FieldSpec[] => {
    const limited = p.sourceMethod === 'limited';
    const goods = p.classification === 'goods' || p.classification === 'servicesRelatedToGoods';
    const tender = projectHasTender(p.type);
    const on = (name: string) => (values: Record<string, unknown>) => values[name] === true;
    return labelled(t, [
      { name: 'description', section: 'details', kind: 'textarea', maxLength: PROJECT_RICH_TEXT_MAX_LENGTH },
      {
        name: 'categoryIds',
        section: 'details',
        kind: 'choices',
        options: listOptions(lists.category.data),
      },
      { name: 'estimatedTotalValue', section: 'details', kind: 'money', hint: t('hints.money') },
      { name: 'estimatedAnnualValue', section: 'details', kind: 'money', hint: t('hints.money') },
      { name: 'durationMonths', section: 'details', kind: 'int' },
      ...(projectHasContract(p.type)
        ? [
            {
              name: 'termId',
              section: 'details',
              kind: 'select',
              options: listOptions(lists.term.data),
            } as const,
          ]
        : []),
      {
        name: 'tradeAgreementIds',
        section: 'details',
        kind: 'choices',
        options: listOptions(lists.tradeAgreement.data),
      },
      ...(goods
        ? [{ name: 'deliveryTimeframe', section: 'details', kind: 'text', maxLength: SHORT } as const]
        : []),
      ...(limited
        ? ([
            {
              name: 'procurementJustification',
              section: 'details',
              kind: 'textarea',
              maxLength: PROJECT_RICH_TEXT_MAX_LENGTH,
            },
            {
              name: 'procurementMethodLimitedType',
              section: 'details',
              kind: 'select',
              options: listOptions(lists.limitedType.data),
            },
            {
              name: 'awardExceptionType',
              section: 'details',
              kind: 'select',
              options: listOptions(lists.awardException.data),
            },
            { name: 'negotiationType', section: 'details', kind: 'text', maxLength: SHORT },
          ] as const)
        : []),
      { name: 'hasCoop', section: 'settings', kind: 'checkbox' },
      {
        name: 'leadAgencyNameId',
        section: 'settings',
        kind: 'select',
        options: listOptions(lists.leadAgencyName.data),
        shown: on('hasCoop'),
      },
      { name: 'numberOfAgencies', section: 'settings', kind: 'int', shown: on('hasCoop') },
      {
        name: 'participatingAgencies',
        section: 'settings',
        kind: 'text',
        maxLength: SHORT,
        shown: on('hasCoop'),
      },
      { name: 'hasLinkedProject', section: 'settings', kind: 'checkbox' },
      {
        name: 'linkedProjectId',
        section: 'settings',
        kind: 'select',
        options: (linkable.data?.rows ?? [])
          .filter((row) => row.projectId !== p.projectId)
          .map((row) => ({ value: row.projectId, label: `${row.number} ${row.name}` })),
        shown: on('hasLinkedProject'),
      },
      ...(tender
        ? ([
            {
              name: 'tender.submissionMethod',
              section: 'details',
              kind: 'select',
              options: valueOptions(t, 'submissionMethod'),
            },
            {
              name: 'tender.submissionAddress',
              section: 'details',
              kind: 'text',
              maxLength: SHORT,
              shown: (values: Record<string, unknown>) => values['tender.submissionMethod'] === 'hardCopy',
            },
            {
              name: 'tender.submissionType',
              section: 'details',
              kind: 'select',
              options: valueOptions(t, 'submissionType'),
            },
            {
              name: 'tender.openingProcess',
              section: 'details',
              kind: 'select',
              options: valueOptions(t, 'openingProcess'),
            },
            {
              name: 'tender.publicOpeningAddress',
              section: 'details',
              kind: 'text',
              maxLength: SHORT,
              shown: (values: Record<string, unknown>) => values['tender.openingProcess'] === 'public',
            },
            // The opening (decision 057): with the submission type, decides who unseals and what shows.
            {
              name: 'tender.resultsDisplay',
              section: 'details',
              kind: 'select',
              options: valueOptions(t, 'resultsDisplay'),
              // The opening in words, as chosen so far: "Display results" under a public opening waits
              // for the opening instead of opening the bids at the close.
              hintOf: (values: Record<string, unknown>) => openingPlanText(t, openingChoiceOfValues(values)),
            },
            {
              name: 'tender.showSubmitted',
              section: 'details',
              kind: 'checkbox',
              shown: (values: Record<string, unknown>) => values['tender.resultsDisplay'] === 'choose',
            },
            {
              name: 'tender.unsealManually',
              section: 'details',
              kind: 'select',
              options: valueOptions(t, 'unsealManually'),
              shown: (values: Record<string, unknown>) => values['tender.resultsDisplay'] === 'choose',
            },
            { name: 'tender.hasSiteMeetings', section: 'details', kind: 'checkbox' },
            { name: 'tender.hasQuestionDeadline', section: 'details', kind: 'checkbox' },
            // With a deadline: whether questions close at it, and when plan takers are reminded (decision 051).
            {
              name: 'tender.isCloseQuestionsAfterDeadline',
              section: 'details',
              kind: 'checkbox',
              shown: (values: Record<string, unknown>) => values['tender.hasQuestionDeadline'] === true,
            },
            {
              name: 'tender.questionReminderEmailDays',
              section: 'details',
              kind: 'int',
              shown: (values: Record<string, unknown>) => values['tender.hasQuestionDeadline'] === true,
            },
            // Off, a visitor without an account asks from the public page (decision 051 amended).
            {
              name: 'tender.isQuestionsRegisteredOnly',
              section: 'details',
              kind: 'checkbox',
              checkedWhenAbsent: true,
            },
            { name: 'tender.hasCompliancy', section: 'details', kind: 'checkbox' },
            { name: 'tender.hasIrrevocablePeriod', section: 'details', kind: 'checkbox' },
            // Online submission (decision 060): several bids per company, and "no bid".
            { name: 'tender.allowMultipleSubmissions', section: 'details', kind: 'checkbox' },
            { name: 'tender.onlineSubmissionShowNoBid', section: 'details', kind: 'checkbox' },
            // What the public opportunities page shows of the bid (decision 046).
            { name: 'tender.isHideBidDocuments', section: 'details', kind: 'checkbox' },
            { name: 'tender.isHideBidMeetings', section: 'details', kind: 'checkbox' },
            { name: 'tender.showTeamMembers', section: 'details', kind: 'checkbox' },
            // Changing it withdraws completed bids, after a warning (decision 040).
            { name: 'hasPromptPayDiscount', section: 'details', kind: 'checkbox' },
          ] as const)
        : []),
    ]);
  };

  return <BuildFormPage page={page} specsOf={specsOf} ready={!loading} />;
}

/** The opening choices as the form holds them (empty selects are absent choices, the cautious ones). */
function openingChoiceOfValues(values: Record<string, unknown>): OpeningChoice {
  const chosen = <T extends string>(name: string) => (values[name] ? (values[name] as T) : undefined);
  return {
    submissionType: chosen<SubmissionType>('tender.submissionType'),
    openingProcess: chosen<'public' | 'private'>('tender.openingProcess'),
    resultsDisplay: chosen<ResultsDisplay>('tender.resultsDisplay'),
    showSubmitted: values['tender.showSubmitted'] === true,
    unsealManually: chosen<UnsealMode>('tender.unsealManually'),
  };
}

export default DetailsPage;
