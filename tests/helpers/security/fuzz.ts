import fc from 'fast-check';
import type { RouteDef } from '../../../functions/routes/types.js';
import {
  fuzzArbitrary,
  malformedJson,
  nearExample,
  queryText,
  scrub,
  toQuery,
  validArbitrary,
  wrongContentType,
} from './arbitraries.js';
import type { WalkRequest } from './http.js';
import { fillPath, jsonSchemaOf, pathParamNames, TENANT_PARAMS } from './walk.js';

/**
 * The seed accounts (infra/local/seed.ts): the fuzz never sends their emails, usernames or ids, so that it
 * cannot lock, reset or change them (a login fuzzed with lead@demo.example could lock the lead out).
 */
export const SEED_ACCOUNTS = [
  'lead@demo.example',
  'buyer@demo.example',
  'evaluator@demo.example',
  'siteadmin@tenderbox.example',
  'bids@acme.example',
] as const;

type BodyPart = Pick<WalkRequest, 'body' | 'rawBody' | 'contentType'>;

function bodyArbitrary(route: RouteDef): fc.Arbitrary<BodyPart> {
  if (route.method === 'GET') return fc.constant({});
  const schema = jsonSchemaOf(route.body);
  const example = route.example?.body;
  const json = schema
    ? example === undefined
      ? fuzzArbitrary(schema)
      : fc.oneof(
          { weight: 3, arbitrary: fuzzArbitrary(schema) },
          { weight: 2, arbitrary: nearExample(schema, example) },
        )
    : fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }), fc.anything({ maxDepth: 1 }));
  return fc.oneof(
    { weight: 6, arbitrary: json.map((body): BodyPart => ({ body })) },
    {
      weight: 1,
      arbitrary: malformedJson.map((rawBody): BodyPart => ({ rawBody, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(wrongContentType, schema ? validArbitrary(schema) : fc.jsonValue({ maxDepth: 2 }))
        .map(([contentType, value]): BodyPart => ({ rawBody: JSON.stringify(value) ?? 'x', contentType })),
    },
  );
}

/**
 * Requests for a route, generated from its zod schemas: the tenant's own customerId/nodeId in the path (so
 * that the calls reach the handler), other path parameters, the query and the body fuzzed; strings that
 * `shielded` names (the seed accounts) are replaced before sending.
 */
export function requestArbitrary(
  route: RouteDef,
  tenant: { customerId: string; nodeId: string },
  shielded: (text: string) => boolean,
): fc.Arbitrary<WalkRequest> {
  const params = jsonSchemaOf(route.params)?.properties ?? {};
  const pathRecord = Object.fromEntries(
    pathParamNames(route)
      .filter((name) => !TENANT_PARAMS.has(name))
      .map((name) => [
        name,
        fc.oneof(
          { weight: 3, arbitrary: validArbitrary(params[name] ?? { type: 'string', minLength: 1 }) },
          { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
        ),
      ]),
  );
  const query = jsonSchemaOf(route.query);
  const exampleQuery = route.example?.query;
  const queryArbitrary = query
    ? (exampleQuery === undefined
        ? fuzzArbitrary(query)
        : fc.oneof(
            { weight: 3, arbitrary: fuzzArbitrary(query) },
            { weight: 2, arbitrary: nearExample(query, exampleQuery) },
          )
      ).map(toQuery)
    : fc.oneof(
        fc.constant({}),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 20 }), {
          maxKeys: 3,
        }),
      );
  return fc
    .record({ path: fc.record(pathRecord), query: queryArbitrary, body: bodyArbitrary(route) })
    .map(({ path, query: q, body }) => {
      const values = Object.fromEntries(
        Object.entries(path).map(([k, v]) => [k, scrub(queryText(v), shielded)]),
      );
      const request: WalkRequest = {
        method: route.method,
        path: fillPath(route, { ...values, ...tenant }),
        query: scrub(q, shielded),
        ...scrub(body, shielded),
      };
      return request;
    });
}

// ------------------------------------------------------------------------------------- hostile cases

/** The characters every text is tried with (decision 070): NUL, a lone surrogate, a bidi override, CR/LF. */
export const HOSTILE_CHARACTERS = [
  { name: 'NUL', text: '\u0000' },
  { name: 'lone surrogate', text: '\uD800' },
  { name: 'U+202E', text: '\u202E' },
  { name: 'CR/LF', text: '\r\n' },
] as const;
/** Longer than any id's bound, and than DynamoDB's key sizes (1 KB sort key, 2 KB partition key). */
export const OVERLONG_PATH_ID = 'a'.repeat(2050);
export const OVERLONG_QUERY_ID = 'a'.repeat(1010);
export const NESTING_LEVELS = 10_000;

/** One fixed request of the fuzz, and whether it is sent without a session. */
export interface HostileCase {
  label: string;
  request: WalkRequest;
  anonymous?: true;
  /** Bodies the route must refuse (4xx), not merely survive. */
  mustRefuse?: true;
}

interface Parts {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** A request the route's schemas accept, as far as JSON Schema says: its example's parts, else generated. */
function baseParts(route: RouteDef, seed: number): Parts {
  const schemaOf = (part: RouteDef['params']) => jsonSchemaOf(part) ?? { type: 'object' };
  const [generated] = fc.sample(
    fc.record({
      path: validArbitrary(schemaOf(route.params)),
      query: validArbitrary(schemaOf(route.query)),
      body: route.body ? validArbitrary(jsonSchemaOf(route.body)!) : fc.constant(undefined),
    }),
    { seed, numRuns: 1 },
  ) as [{ path: unknown; query: unknown; body: unknown }];
  const path = toQuery(generated.path);
  for (const name of pathParamNames(route)) path[name] ??= 'x1';
  Object.assign(path, route.example?.params ?? {});
  return {
    path,
    query: route.example?.query ?? toQuery(generated.query),
    body: route.example?.body ?? generated.body,
  };
}

/** Every string of a value (keys kept) mapped by `map`; `key` is the property's name when there is one. */
function mapStrings(value: unknown, map: (text: string, key?: string) => string, key?: string): unknown {
  if (typeof value === 'string') return map(value, key);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map, k)]));
  return value;
}

/**
 * A path segment as a client may send it: a lone surrogate has no UTF-8 form (encodeURIComponent throws),
 * so it goes as the bytes a careless encoder writes for it (ED A0 80), which is what an attacker sends.
 */
function encodeSegment(value: string): string {
  const marked = value.replace(/[\uD800-\uDFFF]/g, (s) => (/[\uD800-\uDBFF]/.test(s) ? '\uE000' : '\uE001'));
  return encodeURIComponent(marked).replaceAll('%EE%80%80', '%ED%A0%80').replaceAll('%EE%80%81', '%ED%B0%80');
}

function pathOf(route: RouteDef, values: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeSegment(values[name] ?? 'x1'));
}

const isIdName = (name: string | undefined) => name !== undefined && /id$|ids$|domain$/i.test(name);

/**
 * The fixed cases every route is tried with besides the generated ones: over-long ids (signed in, signed
 * out, and in the tenant's own place), each hostile character in every string of the path, query and
 * body, and a 10,000-level nested body on every route but a GET.
 */
export function hostileCases(
  route: RouteDef,
  tenant: { customerId: string; nodeId: string },
  shielded: (text: string) => boolean,
  seed: number,
): HostileCase[] {
  const base = scrub(baseParts(route, seed), shielded);
  const own = (values: Record<string, string>) => ({ ...values, ...tenant });
  const withBody = (body: unknown) => (route.method === 'GET' ? {} : body === undefined ? {} : { body });
  const cases: HostileCase[] = [];

  const longPath = Object.fromEntries(Object.keys(base.path).map((name) => [name, OVERLONG_PATH_ID]));
  const longQuery = Object.fromEntries(
    Object.keys({ ...base.query, ...(jsonSchemaOf(route.query)?.properties ?? {}) }).map((name) => [
      name,
      OVERLONG_QUERY_ID,
    ]),
  );
  const longBody = mapStrings(base.body, (text, key) => (isIdName(key) ? OVERLONG_PATH_ID : text));
  const overlong = (path: Record<string, string>): WalkRequest => ({
    method: route.method,
    path: pathOf(route, path),
    query: longQuery,
    ...withBody(longBody),
  });
  cases.push({ label: 'over-long ids', request: overlong(own(longPath)) });
  cases.push({ label: 'over-long ids, signed out', request: overlong(longPath), anonymous: true });
  cases.push({ label: 'over-long ids, the tenant too', request: overlong(longPath) });

  for (const { name, text } of HOSTILE_CHARACTERS) {
    const inject = (value: string) => {
      const middle = Math.floor(value.length / 2);
      return value.slice(0, middle) + text + value.slice(middle);
    };
    const path = Object.fromEntries(Object.entries(base.path).map(([k, v]) => [k, inject(v)]));
    cases.push({
      label: `${name} in every string`,
      request: {
        method: route.method,
        path: pathOf(route, own(path)),
        query: Object.fromEntries(Object.entries(base.query).map(([k, v]) => [k, inject(v)])),
        ...withBody(mapStrings(base.body, inject)),
      },
    });
    // The ids kept whole, so that the request gets past them to the handler with its texts.
    cases.push({
      label: `${name} in every text, the ids kept`,
      request: {
        method: route.method,
        path: pathOf(route, own(base.path)),
        query: Object.fromEntries(
          Object.entries(base.query).map(([k, v]) => [k, isIdName(k) ? v : inject(v)]),
        ),
        ...withBody(mapStrings(base.body, (value, key) => (isIdName(key) ? value : inject(value)))),
      },
    });
  }

  // A GET takes no body, and a URL cannot hold 10,000 levels (API Gateway answers 414 before any Lambda):
  // the nesting goes to every route that takes a body.
  if (route.method !== 'GET') {
    const deep = '['.repeat(NESTING_LEVELS) + ']'.repeat(NESTING_LEVELS);
    const isObject = typeof base.body === 'object' && base.body !== null && !Array.isArray(base.body);
    const fields = isObject ? JSON.stringify(base.body).slice(1, -1) : '';
    cases.push({
      label: `${NESTING_LEVELS}-level nesting`,
      request: {
        method: route.method,
        path: pathOf(route, own(base.path)),
        query: base.query,
        contentType: 'application/json',
        // Under a key of its own, which a schema that drops unknown keys would never look into; or the
        // whole body.
        rawBody: isObject ? `{${fields}${fields ? ',' : ''}"nested":${deep}}` : deep,
      },
      ...(route.body ? { mustRefuse: true as const } : {}),
    });
  }
  // A route with no text but its ids sends the same request twice ("in every string" and "the ids kept"):
  // each distinct request once.
  const seen = new Set<string>();
  return cases.filter((c) => {
    const key = JSON.stringify([c.request, c.anonymous === true]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
