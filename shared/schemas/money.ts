/**
 * Money in the API (decision 075): every amount a request or an answer carries is this schema, an exact
 * decimal string in CAD, never a JSON number. Beside common.ts rather than in it, so that only the Lambdas
 * that carry amounts bundle it. `money-fields.test.ts` (functions/) fails on an amount typed as a number.
 */
import * as z from 'zod/mini';
import type { ErrorCode } from '../errors.js';
import { isMoneyInRange, moneyOf, MONEY_PATTERN, type Money } from '../domain/money.js';

/**
 * An amount: "1234.5" or "1234.50" in, "1234.50" out (canonical: two decimals, no leading zero), at most 13
 * integer digits and 2 decimals. With `max`, from 0.00 to `max`. `error` is the catalogue code any problem
 * is reported with (a number, a malformed text or one out of range), so the message states the rule.
 */
export function ZMoney(options: { max?: Money; error?: ErrorCode } = {}) {
  const { max, error } = options;
  const params = error ? { error } : undefined;
  return z.string(params).check(
    z.trim(),
    z.regex(MONEY_PATTERN, params),
    z.overwrite((value) => moneyOf(value) ?? value),
    ...(max === undefined
      ? []
      : [z.refine<string>((value) => !MONEY_PATTERN.test(value) || isMoneyInRange(value, max), params)]),
    z.meta({ description: 'An amount in CAD: an exact decimal string with two decimals ("1234.50").' }),
  );
}
