/**
 * A small JSON Schema → fast-check converter for the schema fuzz: valid values from a request schema (as
 * z.toJSONSchema writes it), invalid ones (wrong types, missing required fields, out of range, extra
 * fields, broken patterns), and a mix of both with fc.anything().
 */
import fc from 'fast-check';
import type { JsonSchema } from './walk.js';

/** fc.integer works on 32-bit integers: bounds beyond are clamped. */
const INT_MIN = -(2 ** 31) + 1;
const INT_MAX = 2 ** 31 - 1;
const clampInt = (n: number) => Math.min(INT_MAX, Math.max(INT_MIN, Math.trunc(n)));
/** How far past minLength / minItems generated values go when the schema sets no maximum. */
const SPAN = 40;

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function merge(schemas: JsonSchema[]): JsonSchema {
  return schemas.reduce<JsonSchema>(
    (all, s) => ({
      ...all,
      ...s,
      properties: { ...all.properties, ...s.properties },
      required: [...(all.required ?? []), ...(s.required ?? [])],
    }),
    {},
  );
}

function regexOf(pattern: string): RegExp {
  return new RegExp(pattern, 'u');
}

function lengthWithin(schema: JsonSchema) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? min + SPAN;
  return (s: string) => [...s].length >= min && [...s].length <= max;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + SPAN, min + SPAN);
  const within = lengthWithin(schema);
  const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(within);
    case 'date-time':
      return date.map((d) => d.toISOString());
    case 'date':
      return date.map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    default:
      break;
  }
  if (schema.pattern) return fc.stringMatching(regexOf(schema.pattern)).filter(within);
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum !== undefined) min = Math.floor(schema.exclusiveMinimum) + 1;
  if (schema.exclusiveMaximum !== undefined) max = Math.ceil(schema.exclusiveMaximum) - 1;
  return fc.integer({ min: clampInt(min), max: clampInt(max) });
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter((n) => n !== schema.exclusiveMinimum && n !== schema.exclusiveMaximum);
}

/** Values the schema accepts (as far as JSON Schema can say: zod refinements may still refuse some). */
export function validArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(validArbitrary));
  if (schema.allOf?.length) return validArbitrary(merge(schema.allOf));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type })));
  let base: fc.Arbitrary<unknown>;
  switch (types[0]) {
    case 'string':
      base = validString(schema);
      break;
    case 'integer':
      base = validInteger(schema);
      break;
    case 'number':
      base = validNumber(schema);
      break;
    case 'boolean':
      base = fc.boolean();
      break;
    case 'null':
      base = fc.constant(null);
      break;
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 5, minLength + 5);
      base = fc.array(validArbitrary(schema.items ?? {}), { minLength, maxLength });
      break;
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      base =
        keys.length === 0
          ? fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
          : fc.record(Object.fromEntries(keys.map((key) => [key, validArbitrary(properties[key]!)])), {
              requiredKeys: (schema.required ?? []).filter((key) => key in properties),
            });
      break;
    }
    default:
      base = fc.jsonValue({ maxDepth: 2 });
  }
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

const ANY_OF_TYPE: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 12 }),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }),
  integer: fc.integer(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
};

/** A value of another JSON type than the schema's. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const own = new Set(typesOf(schema));
  if (own.has('number')) own.add('integer');
  if (schema.nullable) own.add('null');
  const others = Object.entries(ANY_OF_TYPE)
    .filter(([type]) => !own.has(type))
    .map(([, arbitrary]) => arbitrary);
  return own.size === 0 ? fc.jsonValue({ maxDepth: 1 }) : fc.oneof(...others);
}

/** Values the schema refuses (mostly: a few may still pass, which is fine for a fuzz). */
export function invalidArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongType(schema)];
  const allowed = schema.enum ?? ('const' in schema ? [schema.const] : undefined);
  if (allowed) options.push(fc.string({ maxLength: 20 }).filter((v) => !allowed.includes(v)));
  const type = typesOf(schema)[0];
  if (type === 'string') {
    const { minLength, maxLength } = schema;
    if (minLength !== undefined && minLength > 0) options.push(fc.string({ maxLength: minLength - 1 }));
    if (maxLength !== undefined)
      options.push(fc.string({ minLength: maxLength + 1, maxLength: maxLength + 20, unit: 'grapheme' }));
    if (schema.pattern) {
      const re = regexOf(schema.pattern);
      options.push(fc.string({ maxLength: 30, unit: 'binary' }).filter((s) => !re.test(s)));
    }
    if (schema.format)
      options.push(fc.constantFrom('not-an-email', '2026-13-45T99:61:00Z', 'x@', '@x', '\u0000'));
  }
  if (type === 'integer' || type === 'number') {
    if (type === 'integer')
      options.push(fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }));
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    if (min !== undefined) options.push(fc.constantFrom(min - 1, min - 0.5, -1e300));
    if (max !== undefined) options.push(fc.constantFrom(max + 1, max * 2 + 1, 1e300));
  }
  if (type === 'array') {
    const items = schema.items ?? {};
    options.push(fc.array(invalidArbitrary(items), { minLength: 1, maxLength: 3 }));
    if (schema.maxItems !== undefined) {
      const count = schema.maxItems + 1;
      options.push(validArbitrary(items).map((item) => Array.from({ length: count }, () => item)));
    }
    if (schema.minItems !== undefined && schema.minItems > 0) options.push(fc.constant([]));
  }
  if (type === 'object') {
    const properties = schema.properties ?? {};
    const required = (schema.required ?? []).filter((key) => key in properties);
    const valid = validArbitrary(schema) as fc.Arbitrary<Record<string, unknown>>;
    if (required.length > 0)
      options.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([object, key]) => {
          const { [key]: _dropped, ...rest } = object;
          return rest;
        }),
      );
    options.push(
      fc
        .tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }))
        .filter(([, key]) => !(key in properties) && key !== '__proto__')
        .map(([object, key, value]) => ({ ...object, [key]: value })),
    );
    for (const [key, property] of Object.entries(properties))
      options.push(
        fc.tuple(valid, invalidArbitrary(property)).map(([object, bad]) => ({ ...object, [key]: bad })),
      );
  }
  return fc.oneof(...options);
}

/** The fuzz mix: valid values, invalid ones, and anything at all. */
export function fuzzArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: validArbitrary(schema) },
    { weight: 4, arbitrary: invalidArbitrary(schema) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );
}

/**
 * The route's own example with at most one property fuzzed: reaches the handlers past the checks that
 * JSON Schema cannot express (z.stringbool, a piped email), so that valid-looking calls are fuzzed too.
 */
export function nearExample(schema: JsonSchema, example: unknown): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (typeof example !== 'object' || example === null || Array.isArray(example) || keys.length === 0)
    return fc.constant(example);
  return fc.oneof(
    fc.constant(example),
    fc
      .constantFrom(...keys)
      .chain((key) => fuzzArbitrary(properties[key]!).map((value) => ({ ...example, [key]: value }))),
  );
}

/** A query-string value: strings as they are, everything else as its JSON text. */
export function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** A generated value as query parameters: an object's properties, anything else as one parameter. */
export function toQuery(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { q: queryText(value) };
  const query: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) query[key] = queryText(item);
  return query;
}

/** Bodies that are not JSON at all. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '{"a":', "{'a': 1}", '[1,2', 'undefined', '{"a":1}}', 'nul', '\u0000', '{"a":1,}'),
  fc.string({ minLength: 1, maxLength: 30, unit: 'binary' }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Content types the JSON routes do not take. */
export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'image/png',
);

/** Replaces, anywhere in a value, the strings `shielded` says must never be sent. */
export function scrub<T>(value: T, shielded: (text: string) => boolean, replacement = 'fuzz-shielded'): T {
  if (typeof value === 'string') return (shielded(value) ? replacement : value) as T;
  if (Array.isArray(value)) return value.map((item) => scrub(item, shielded, replacement)) as T;
  if (typeof value === 'object' && value !== null) {
    // Plain objects only (fc.record builds them without a prototype); boxed values and the like pass as they are.
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== null && prototype !== Object.prototype) return value;
    // fromEntries keeps a generated "__proto__" key an own property.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrub(item, shielded, replacement)]),
    ) as T;
  }
  return value;
}
