/**
 * A project's amounts (decision 075): Money in the API and on the screens, whole cents in the stored project
 * (decision 022), where they stay exact safe integers, 0 to 100,000,000,000,000 (1,000,000,000,000.00,
 * MONEY_VALUE_MAX). The projects Lambda converts at its boundary, and nowhere else.
 */
import { centsOfMoney, moneyOfCents, type Money } from '../money.js';

/** The project's amounts, by their API names; each is stored as `<name>Cents`. */
export const PROJECT_MONEY_FIELDS = [
  'estimatedAnnualValue',
  'estimatedTotalValue',
  'documentFeeOnline',
  'documentFeePickup',
  'documentFeeShipping',
] as const;
export type ProjectMoneyField = (typeof PROJECT_MONEY_FIELDS)[number];
export type ProjectCentsField = `${ProjectMoneyField}Cents`;

export const centsFieldOf = (field: ProjectMoneyField): ProjectCentsField => `${field}Cents`;
export const isProjectMoneyField = (field: string): field is ProjectMoneyField =>
  (PROJECT_MONEY_FIELDS as readonly string[]).includes(field);

/** A stored amount (whole cents) as the API's Money; absent stays absent. */
export const storedMoneyOf = (cents: number | undefined): Money | undefined =>
  cents === undefined ? undefined : moneyOfCents(cents);

/** An amount of the API as the project stores it (whole cents). */
export const storedCentsOf = (amount: Money): number => centsOfMoney(amount);

/**
 * The stored project with its amounts as the API's Money, every amount named (undefined when absent), so
 * that a rule reading `estimatedTotalValue` can never be handed the stored item by mistake.
 */
export function withProjectMoney<P extends Partial<Record<ProjectCentsField, number>>>(
  stored: P,
): Omit<P, ProjectCentsField> & Record<ProjectMoneyField, Money | undefined> {
  const money = Object.fromEntries(
    PROJECT_MONEY_FIELDS.map((field) => [field, storedMoneyOf(stored[centsFieldOf(field)])]),
  ) as Record<ProjectMoneyField, Money | undefined>;
  const rest: Record<string, unknown> = { ...stored };
  for (const field of PROJECT_MONEY_FIELDS) delete rest[centsFieldOf(field)];
  return { ...(rest as Omit<P, ProjectCentsField>), ...money };
}
