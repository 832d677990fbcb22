/**
 * The agency's department restriction (docs/product/suppliers-and-accounts.md#roles-and-permissions; decision
 * 032): read and saved at the agency record's version, with its audit event. The project rules read it on
 * every request (functions/core/projects/project-access.ts), so a change applies at the next call.
 */
import type {
  TDepartmentRestriction,
  TOpeningSettings,
  TOpeningSettingsUpdate,
  TSourceSettings,
  TSourceSettingsUpdate,
} from '../../shared/schemas/agency-settings.js';
import { AppError } from '../core/app-error.js';
import { Customer, type CustomerItem } from '../core/db/entities/customer-record.js';
import { assertVersion, getItem, type Changes } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';

const toDto = (customer: CustomerItem): TDepartmentRestriction => ({
  restrictProjectsByDepartment: customer.restrictProjectsByDepartment,
  version: customer.version,
});

async function agency(customerId: string): Promise<CustomerItem> {
  const customer = await getItem(Customer, { customerId });
  if (!customer) throw new AppError('notFound');
  return customer;
}

/**
 * Saves a change of the agency's settings at the version read, with its audit event: `change` says, from the
 * record as read, what the settings were, what they become and how the record changes. Answers the record
 * as saved.
 */
async function updateAgency(
  customerId: string,
  actorId: string,
  version: number,
  action: string,
  change: (current: CustomerItem) => {
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    changes: Changes<CustomerItem>;
  },
): Promise<CustomerItem> {
  const current = await agency(customerId);
  assertVersion(current, version);
  const { before, after, changes } = change(current);
  await transactAudited(
    { customerId, actorId, entityType: 'customer', entityId: customerId, action, before, after },
    [tx.updateVersioned(Customer, current, changes)],
  );
  return agency(customerId);
}

export async function findDepartmentRestriction(customerId: string): Promise<TDepartmentRestriction> {
  return toDto(await agency(customerId));
}

export async function updateDepartmentRestriction(
  customerId: string,
  input: TDepartmentRestriction,
  actorId: string,
): Promise<TDepartmentRestriction> {
  const set = { restrictProjectsByDepartment: input.restrictProjectsByDepartment };
  const saved = await updateAgency(
    customerId,
    actorId,
    input.version,
    'updateDepartmentRestriction',
    (current) => ({
      before: { restrictProjectsByDepartment: current.restrictProjectsByDepartment },
      after: set,
      changes: { set },
    }),
  );
  return toDto(saved);
}

const openingDto = (customer: CustomerItem): TOpeningSettings => ({
  submissionsRequiredToUnseal: customer.submissionsRequiredToUnseal,
  version: customer.version,
});

/** The agency's opening settings (decision 057): the minimum of bids under which unsealing is authorised. */
export async function findOpeningSettings(customerId: string): Promise<TOpeningSettings> {
  return openingDto(await agency(customerId));
}

export async function updateOpeningSettings(
  customerId: string,
  input: TOpeningSettingsUpdate,
  actorId: string,
): Promise<TOpeningSettings> {
  const set = { submissionsRequiredToUnseal: input.submissionsRequiredToUnseal };
  const saved = await updateAgency(
    customerId,
    actorId,
    input.version,
    'updateOpeningSettings',
    (current) => ({
      before: { submissionsRequiredToUnseal: current.submissionsRequiredToUnseal },
      after: set,
      changes: { set },
    }),
  );
  return openingDto(saved);
}

const sourceSettingsOf = (customer: CustomerItem): TSourceSettings => ({
  defaultNoBidEmail: customer.defaultNoBidEmail ?? '',
  approverLinkValidityDays: customer.approverLinkValidityDays,
  minimumBidPeriodDays: customer.minimumBidPeriodDays,
  version: customer.version,
});

/** Control panel → source settings (decision 060): the default No Bid email. */
export async function findSourceSettings(customerId: string): Promise<TSourceSettings> {
  return sourceSettingsOf(await agency(customerId));
}

/** Saves the default No Bid email at the version read (the schema took only a valid address or none). */
export async function updateSourceSettings(
  customerId: string,
  input: TSourceSettingsUpdate,
  actorId: string,
): Promise<TSourceSettings> {
  const email = input.defaultNoBidEmail.trim();
  const saved = await updateAgency(customerId, actorId, input.version, 'updateSourceSettings', (current) => {
    const days = input.approverLinkValidityDays ?? current.approverLinkValidityDays;
    const minimumBidPeriodDays = input.minimumBidPeriodDays ?? current.minimumBidPeriodDays;
    return {
      before: {
        defaultNoBidEmail: current.defaultNoBidEmail ?? '',
        approverLinkValidityDays: current.approverLinkValidityDays,
        minimumBidPeriodDays: current.minimumBidPeriodDays,
      },
      after: { defaultNoBidEmail: email, approverLinkValidityDays: days, minimumBidPeriodDays },
      changes: email
        ? { set: { defaultNoBidEmail: email, approverLinkValidityDays: days, minimumBidPeriodDays } }
        : { set: { approverLinkValidityDays: days, minimumBidPeriodDays }, remove: ['defaultNoBidEmail'] },
    };
  });
  return sourceSettingsOf(saved);
}
