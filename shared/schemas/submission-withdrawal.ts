/**
 * The warning of a change that withdraws completed submissions (docs/product/bids.md#its-life; decision 040):
 * the caller names the count of completed bids its user was warned of. A module of its own, so that the
 * projects and documents schemas take only the count (the unlock's shapes are project-build's).
 */
import * as z from 'zod/mini';

/** How many completed submissions the user was told would be withdrawn (the 409's `completedSubmissions`). */
export const ZWithdrawalCount = z.int().check(z.minimum(0), z.maximum(100_000));
