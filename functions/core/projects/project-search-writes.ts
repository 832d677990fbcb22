/**
 * The search's bookkeeping that rides in every transaction that changes a project (decision 025): the
 * agency's search generation, and the status change of a project's search row. Shared by the projects
 * group and the awards group (the Award action changes the status outside the projects Lambda, decision 064).
 */
import { ProjectSearchGeneration, ProjectSearchRow } from '../db/entities/project-search-row.js';
import type { TxItem } from '../db/transaction.js';
import { tx } from '../db/transaction.js';
import { env } from '../env.js';

/**
 * Adds 1 to the agency's search generation, creating it at the first change: rides in every transaction
 * that changes a project, so that search knows its rows in memory are stale (decision 025).
 */
export function searchGenerationBump(customerId: string): TxItem {
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: ProjectSearchGeneration.key({ customerId }),
      UpdateExpression: 'ADD #generation :one SET #customerId = :customerId',
      ExpressionAttributeNames: { '#generation': 'generation', '#customerId': 'customerId' },
      ExpressionAttributeValues: { ':one': 1, ':customerId': customerId },
    },
  };
}

/** The search row's status and phase, as a lifecycle change leaves its project (the row must exist). */
export function searchRowStatusUpdate(
  key: { customerId: string; projectId: string },
  change: { status: string; phase: string; updatedAt: string },
): TxItem {
  return tx.update(ProjectSearchRow, key, { set: change } as never);
}
