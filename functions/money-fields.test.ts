/**
 * One money type crosses the API (decision 075): every amount a route takes or answers is Money, an exact
 * decimal string (shared/schemas/money.ts), never a JSON number. This walks every schema of the route table
 * (path, query, body, answer; as JSON Schema, both what it accepts and what it gives) and fails on a field
 * whose name says money and whose type is a number. A field so named that is not money (a count, points)
 * is allowed below, by operation and path, with its reason: a new one is a decision, not an accident.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { routes } from './routes.js';

/** Words of a field name that say money ("awardAmount", "documentFeeOnline", "amount_with_tax"). */
const MONEY_WORDS = new Set([
  'amount',
  'amounts',
  'price',
  'prices',
  'cost',
  'costs',
  'fee',
  'fees',
  'budget',
  'total',
  'totals',
  'subtotal',
  'tax',
  'cents',
  'discount',
  'money',
]);

/** Its words, split at capitals, underscores and hyphens, lower case. */
const wordsOf = (name: string) =>
  name
    .split(/(?=[A-Z])|[_-]/)
    .map((word) => word.toLowerCase())
    .filter(Boolean);

/** A field that says money: one of MONEY_WORDS, or a value named more closely ("annualValue", not "value"). */
function isMoneyName(name: string): boolean {
  const words = wordsOf(name);
  return words.some((word) => MONEY_WORDS.has(word)) || (words.length > 1 && words.at(-1) === 'value');
}

/** Named like money, and not money: `<operationId> <path>` → why. */
const NOT_MONEY: Readonly<Record<string, string>> = {
  'searchProjects response.total': 'the count of projects found',
  'searchProjectActivities response.total': 'the count of activities found',
  'findSubmissionRequirements response.forms.price': 'the count of price forms',
  'updateRequirementSettings response.forms.price': 'the count of price forms',
  'getEvaluationReview response.maxTotal': 'evaluation points',
  'getEvaluationReview response.bids[].evaluatorTotals[].total': 'evaluation points',
  'getEvaluationReview response.bids[].consensusTotal': 'evaluation points',
  'setConsensusScore response.maxTotal': 'evaluation points',
  'setConsensusScore response.bids[].evaluatorTotals[].total': 'evaluation points',
  'setConsensusScore response.bids[].consensusTotal': 'evaluation points',
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
};

const isNumber = (schema: JsonSchema) =>
  [schema.type ?? []].flat().some((type) => type === 'number' || type === 'integer');

/** Every field path of a JSON Schema whose name says money and whose type is a number. */
function numberTypedMoney(schema: JsonSchema, path: string, name = ''): string[] {
  const found: string[] = name && isMoneyName(name) && isNumber(schema) ? [path] : [];
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...numberTypedMoney(property, `${path}.${key}`, key));
  for (const item of [schema.items ?? [], schema.prefixItems ?? []].flat())
    found.push(...numberTypedMoney(item, `${path}[]`, name));
  if (typeof schema.additionalProperties === 'object')
    found.push(...numberTypedMoney(schema.additionalProperties, `${path}.*`, name));
  // A nullable or optional field is a union of its type and null: the union keeps the field's name.
  for (const branch of [schema.anyOf ?? [], schema.oneOf ?? [], schema.allOf ?? []].flat())
    found.push(...numberTypedMoney(branch, path, name));
  for (const [key, definition] of Object.entries(schema.$defs ?? {}))
    found.push(...numberTypedMoney(definition, `${path}.$defs.${key}`, key));
  return [...new Set(found)];
}

const jsonSchemaOf = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** The route table's number-typed money fields, as `<operationId> <path>`. */
function numberTypedMoneyOfRoutes(): string[] {
  const found = new Set<string>();
  for (const route of routes)
    for (const part of ['params', 'query', 'body', 'response'] as const) {
      const schema = route[part];
      if (!schema) continue;
      for (const io of ['input', 'output'] as const)
        for (const path of numberTypedMoney(jsonSchemaOf(schema, io), part))
          found.add(`${route.operationId} ${path}`);
    }
  return [...found].sort();
}

describe('money in the API is Money, never a number (decision 075)', () => {
  it('finds no amount typed as a number in any route of the table', () => {
    const found = numberTypedMoneyOfRoutes();
    expect(
      found.filter((field) => !(field in NOT_MONEY)),
      'an amount is ZMoney (shared/schemas/money.ts); a count or points so named goes into NOT_MONEY',
    ).toEqual([]);
  });

  it('allows only fields that still exist: a stale exception hides nothing', () => {
    const found = numberTypedMoneyOfRoutes();
    expect(Object.keys(NOT_MONEY).filter((field) => !found.includes(field))).toEqual([]);
  });

  it('catches a number amount wherever it hides: nested, in a list, nullable or optional', () => {
    const schema = z.object({
      awardAmount: z.nullable(z.number()),
      lines: z.array(z.object({ unitPrice: z.optional(z.number()), quantity: z.number() })),
      totals: z.record(z.string(), z.number()),
      documentFeeOnline: z.int(),
      annualValue: z.number(),
      value: z.number(),
      amount: z.string(),
    });
    expect(numberTypedMoney(jsonSchemaOf(schema, 'input'), 'body')).toEqual([
      'body.awardAmount',
      'body.lines[].unitPrice',
      'body.totals.*',
      'body.documentFeeOnline',
      'body.annualValue',
    ]);
  });

  it.each([
    ['awardAmount', true],
    ['amountWithNonRebateableTax', true],
    ['subtotal', true],
    ['estimatedTotalValue', true],
    ['documentFeeShipping', true],
    ['amountCents', true],
    ['promptPayDiscount', true],
    ['value', false],
    ['version', false],
    ['feedback', false],
    ['taxonomy', false],
    ['pageCount', false],
  ])('%s says money: %s', (name, money) => {
    expect(isMoneyName(name)).toBe(money);
  });
});
