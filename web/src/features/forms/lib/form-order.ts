import type { TTenderTableLine } from '../../../../../shared/schemas/tender-tables';

/**
 * The order of every form of the project after moving one price form past its price neighbour: the
 * reorder call names each of the project's forms once, whatever their type, so the others keep their place.
 */
export function reorderedIds(
  all: readonly TTenderTableLine[],
  tenderTableId: string,
  by: -1 | 1,
): string[] | null {
  const ids = all.map((f) => f.tenderTableId);
  const prices = all.filter((f) => f.tableType === 'price').map((f) => f.tenderTableId);
  const at = prices.indexOf(tenderTableId);
  const other = prices[at + by];
  if (at < 0 || other === undefined) return null;
  const i = ids.indexOf(tenderTableId);
  const j = ids.indexOf(other);
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  return ids;
}
