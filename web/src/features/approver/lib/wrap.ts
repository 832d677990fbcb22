/**
 * The previewer's previous and next (the public award approval page,
 * docs/product/evaluation-and-award.md#links): past the last document comes the first, before the first the
 * last.
 */
export function wrapIndex(index: number, by: -1 | 1, count: number): number {
  if (count <= 0) return 0;
  return (((index + by) % count) + count) % count;
}
