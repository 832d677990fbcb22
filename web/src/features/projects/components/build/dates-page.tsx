import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { projectHasContract, projectHasTender } from '../../../../../../shared/domain/projects/project-areas';
import type { TProject } from '../../../../../../shared/schemas/projects';
import { BUILD_NS } from '../../i18n/build';
import { BuildFormPage } from './build-page-frame';
import type { FieldSpec } from './build-values';
import { labelled, type LabelledFieldName } from './options';
import { useBuildPage } from './use-build-page';

/** The contract part's dates (docs/product/projects.md#dates), in the order a contract runs. */
const CONTRACT_DATES = [
  'initialTermStart',
  'initialTermEnd',
  'optionalTermStart',
  'optionalTermEnd',
  'firmPricingStart',
  'firmPricingEnd',
  'warrantyStart',
  'warrantyEnd',
  'substantialCompletion',
] as const;

/**
 * /projects/{id}/build/dates: the project's dates and its bid meetings (docs/product/projects.md#dates,
 * docs/product/tender.md#bid-meetings), entered and shown in the agency's time zone and stored in UTC
 * (shared/domain/projects/project-dates); for a contract, its contract's dates with their rules
 * (findContractDateProblems).
 */
export function DatesPage() {
  const { t } = useTranslation(BUILD_NS);
  const page = useBuildPage('dates');
  const { timeZone } = page;

  const specsOf = (p: TProject): FieldSpec[] => {
    const tender = projectHasTender(p.type);
    const date = (name: LabelledFieldName, when = true) =>
      when ? [{ name, section: 'dates', kind: 'datetime' } as const] : [];
    return labelled(t, [
      ...date('publishDate'),
      ...date('closingDate', tender),
      ...date('questionDeadline', tender && p.tender?.hasQuestionDeadline === true),
      ...date('incompleteQuestionNoticeDate', tender && p.tender?.hasQuestionDeadline === true),
      ...date('registrationDeadline', tender),
      ...date('estimatedAwardDate'),
      ...date('estimatedPublishDate'),
      ...date('estimatedAvailabilityDate'),
      ...date('plannedNoticeDate', p.kind === 'planned'),
      ...date('dateSentToPurchasing'),
      ...(tender && p.tender?.hasIrrevocablePeriod
        ? [{ name: 'irrevocablePeriodDays', section: 'dates', kind: 'int' } as const]
        : []),
      { name: 'showDatesToPublic', section: 'dates', kind: 'checkbox' },
      ...(tender ? [{ name: 'meetings', section: 'dates', kind: 'meetings' } as const] : []),
      ...CONTRACT_DATES.flatMap((name) => date(`contract.${name}`, projectHasContract(p.type))),
      ...(projectHasContract(p.type)
        ? [{ name: 'daysNotifiedBeforeExpiry', section: 'details', kind: 'int' } as const]
        : []),
    ]);
  };

  return (
    <BuildFormPage
      page={page}
      specsOf={specsOf}
      intro={timeZone ? t('dates.intro', { zone: timeZone }) : undefined}
      warning={bidPeriodWarning(t, page.view.data?.bidPeriodShortfall)}
    />
  );
}

/** The server's finding that the closing leaves the bid out fewer days than the agency's minimum. */
export function bidPeriodWarning(
  t: TFunction,
  shortfall: { days: number; minimumDays: number } | undefined,
): string | undefined {
  return shortfall
    ? t('dates.bidPeriodShort', { count: shortfall.days, minimum: shortfall.minimumDays })
    : undefined;
}

export default DatesPage;
