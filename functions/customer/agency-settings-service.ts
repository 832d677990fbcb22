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
import { assertVersion, getItem } from '../core/db/ops.js';
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

export async function findDepartmentRestriction(customerId: string): Promise<TDepartmentRestriction> {
  return toDto(await agency(customerId));
}

export async function updateDepartmentRestriction(
  customerId: string,
  input: TDepartmentRestriction,
  actorId: string,
): Promise<TDepartmentRestriction> {
  const current = await agency(customerId);
  assertVersion(current, input.version);
  const set = { restrictProjectsByDepartment: input.restrictProjectsByDepartment };
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'customer',
      entityId: customerId,
      action: 'updateDepartmentRestriction',
      before: { restrictProjectsByDepartment: current.restrictProjectsByDepartment },
      after: set,
    },
    [tx.updateVersioned(Customer, current, { set })],
  );
  return toDto(await agency(customerId));
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
  const current = await agency(customerId);
  assertVersion(current, input.version);
  const set = { submissionsRequiredToUnseal: input.submissionsRequiredToUnseal };
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'customer',
      entityId: customerId,
      action: 'updateOpeningSettings',
      before: { submissionsRequiredToUnseal: current.submissionsRequiredToUnseal },
      after: set,
    },
    [tx.updateVersioned(Customer, current, { set })],
  );
  return openingDto(await agency(customerId));
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
  const current = await agency(customerId);
  assertVersion(current, input.version);
  const email = input.defaultNoBidEmail.trim();
  const days = input.approverLinkValidityDays ?? current.approverLinkValidityDays;
  const minimumBidPeriodDays = input.minimumBidPeriodDays ?? current.minimumBidPeriodDays;
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'customer',
      entityId: customerId,
      action: 'updateSourceSettings',
      before: {
        defaultNoBidEmail: current.defaultNoBidEmail ?? '',
        approverLinkValidityDays: current.approverLinkValidityDays,
        minimumBidPeriodDays: current.minimumBidPeriodDays,
      },
      after: { defaultNoBidEmail: email, approverLinkValidityDays: days, minimumBidPeriodDays },
    },
    [
      tx.updateVersioned(
        Customer,
        current,
        email
          ? { set: { defaultNoBidEmail: email, approverLinkValidityDays: days, minimumBidPeriodDays } }
          : { set: { approverLinkValidityDays: days, minimumBidPeriodDays }, remove: ['defaultNoBidEmail'] },
      ),
    ],
  );
  return sourceSettingsOf(await agency(customerId));
}
