import { findScoreProblem } from '../../../../../shared/domain/evaluation/evaluation-rules';

/**
 * What is wrong with a score as the evaluator typed it, as a text key and its values, or undefined: the
 * server's bound (findScoreProblem), said as what to enter ("Enter a number from 0 to 30"), also for a
 * text that is no number at all. An empty field is no score yet.
 */
export function scoreEntryError(
  text: string,
  max: number,
): { key: 'mine.scoreRange'; max: number } | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const typed = Number(trimmed);
  return Number.isFinite(typed) && !findScoreProblem(typed, max)
    ? undefined
    : { key: 'mine.scoreRange', max };
}
