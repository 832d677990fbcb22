import fc from 'fast-check';
import type { RouteDef } from '../../../functions/routes.js';
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
