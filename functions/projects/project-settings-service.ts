/**
 * The control panel's project settings: the agency's automatic numbering (docs/product/projects.md#build).
 */
import { AppError, ConflictError } from '../core/app-error.js';
import { ProjectNumberCounter } from '../core/db/entities/project-number-counter.js';
import { createItem, getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import { findNumberSettingsProblems } from '../../shared/domain/projects/project-number.js';
import type { TProjectNumberSettings } from '../../shared/schemas/projects.js';

const settingsOf = (item: TProjectNumberSettings): TProjectNumberSettings => ({
  prefix: item.prefix,
  separator: item.separator,
  padding: item.padding,
  nextNumber: item.nextNumber,
});

export async function findProjectSettings(customerId: string): Promise<TProjectNumberSettings> {
  const counter = await getItem(ProjectNumberCounter, { customerId });
  return settingsOf(counter ?? ProjectNumberCounter.schema.parse({ customerId }));
}

/** Saves the numbering; every problem at once with the catalogue's text, nothing written when one is found. */
export async function updateProjectSettings(
  customerId: string,
  input: TProjectNumberSettings,
  actorId: string,
  lang: Language,
): Promise<TProjectNumberSettings> {
  const settings = { ...input, prefix: input.prefix.trim(), separator: input.separator.trim() };
  const problems = findNumberSettingsProblems(settings);
  const [first] = problems;
  if (first)
    throw new AppError(first.code, {
      fields: problems.map((problem) => ({
        field: `body.${problem.field}`,
        code: 'invalid',
        message: catalogueMessage(problem.code, lang),
      })),
    });
  const before = await findProjectSettings(customerId);
  // The counter item may not exist yet: create it with its defaults, then set (allocations only ADD).
  await createItem(ProjectNumberCounter, { customerId }).catch((taken: unknown) => {
    if (!(taken instanceof ConflictError)) throw taken;
  });
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'projectSettings',
      entityId: customerId,
      action: 'update',
      before,
      after: settings,
    },
    [tx.update(ProjectNumberCounter, { customerId }, { set: settings })],
  );
  return settings;
}
