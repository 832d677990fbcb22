import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { BigConstructor } from 'big.js';
import { createRequire } from 'node:module';
import { routes } from '../../functions/routes.js';
import {
  UNUSED_BIG_METHODS,
  withOnlyAccessOf,
  withoutBigMethods,
  withoutMiddyStreaming,
  withoutRouteDocs,
  withPureDeclarations,
} from '../../scripts/bundle-trims.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildLocalEnv, localOrigins } from '../../infra/local/local-env.js';
import { groupCatalogues, routeGroups } from '../../functions/routes.js';
import type { ResourceGroup } from '../../functions/routes/types.js';
import { workflows } from '../../infra/workflows/index.js';
import {
  buildEveryFunctionInOnePass,
  buildFunctions,
  effectiveSchedules,
  lambdaEntries,
} from '../../scripts/build-functions.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { BASE_ERRORS } from '../../shared/errors.js';

const outDir = mkdtempSync(join(tmpdir(), 'tenderbox-bundles-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
let everyBundle: ReturnType<typeof buildFunctions> | undefined;
/** Every Lambda, built once in one pass for the tests that read them all (their full access tables aside). */
const buildEveryBundle = () => (everyBundle ??= buildEveryFunctionInOnePass(join(outDir, 'all')));
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('lambdaEntries', () => {
  it('lists one Lambda per route group, the realtime handler, each workflow task and each schedule, once', async () => {
    const entries = await lambdaEntries();
    const names = entries.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const group of routeGroups()) {
      expect(entries).toContainEqual({ name: group, entry: `functions/${group}/handler.ts` });
    }
    expect(entries).toContainEqual({ name: 'realtime', entry: 'functions/realtime/handler.ts' });
    for (const task of workflows.flatMap((w) => Object.values(w.substitutions))) {
      expect(entries).toContainEqual({
        name: `${task.group}-${task.module}`,
        entry: `functions/${task.group}/${task.module}.ts`,
      });
    }
    for (const schedule of await effectiveSchedules()) {
      expect(entries).toContainEqual({
        name: `${schedule.group}-${schedule.module}`,
        entry: `functions/${schedule.group}/${schedule.module}.ts`,
      });
    }
  });
});

describe('buildFunctions', () => {
  it('bundles a Lambda into one self-contained ESM file that loads and exports its handler', async () => {
    const [built] = await buildFunctions({ outDir, only: ['system'] });
    expect(built).toMatchObject({ name: 'system', outfile: join(outDir, 'system', 'index.mjs') });
    expect(built!.bytes).toBeGreaterThan(10_000);

    const code = readFileSync(built!.outfile, 'utf8');
    expect(code.startsWith("import { createRequire as __tbCreateRequire } from 'node:module';")).toBe(true);
    // The AWS SDK is inside the bundle: no bare import of it remains.
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
    expect(JSON.parse(readFileSync(join(outDir, 'system', 'package.json'), 'utf8'))).toEqual({
      type: 'module',
    });

    // Its cold start checks the configuration its access declaration needs: without it, loading fails.
    const url = pathToFileURL(built!.outfile).href;
    for (const name of ['TABLE_NAME', 'WORKFLOW_PROBE_STATE_MACHINE_ARN', 'WS_MANAGEMENT_ENDPOINT'])
      vi.stubEnv(name, undefined);
    await expect(import(`${url}?unconfigured`)).rejects.toThrow(
      /The system Lambda cannot start: missing configuration .*TABLE_NAME/,
    );

    const localEnv = buildLocalEnv({
      ports: { http: 3000, dynamodb: 3001, s3: 3002, ses: 3003, sfn: 3004, ws: 3005 },
      origins: localOrigins(3000),
      appVersion: '0.0.0',
      workflows: workflows.map((w) => ({ name: w.name, envVar: w.envVar })),
    });
    for (const [name, value] of Object.entries(localEnv)) vi.stubEnv(name, value);
    const mod = (await import(url)) as { handler?: unknown };
    expect(typeof mod.handler).toBe('function');

    // The bundled stack answers an unknown route with the catalogue's text in the caller's language: the
    // header names lowered, the router's own 404 replaced (scripts/bundle-trims.ts cut its status texts).
    const handler = mod.handler as (event: unknown) => Promise<{ statusCode: number; body: string }>;
    const path = '/api/no-such-route';
    const answer = await handler({
      version: '2.0',
      rawPath: path,
      rawQueryString: '',
      headers: { 'Accept-Language': 'fr-CA', 'X-Correlation-Id': 'bundle-test-1' },
      requestContext: { http: { method: 'GET', path }, requestId: 'bundle-test' },
      isBase64Encoded: false,
    });
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'routeNotFound',
        status: 404,
        message: BASE_ERRORS.routeNotFound.fr,
        correlationId: 'bundle-test-1',
      },
    });
  });

  it('refuses a name that is not a Lambda', async () => {
    await expect(buildFunctions({ outDir, only: ['no-such-group'] })).rejects.toThrow(
      /Unknown function name/,
    );
  });
});

describe('the error catalogue of each Lambda', () => {
  /** The area codes a bundle names as strings: a throw, a rule's answer, a schema's rule, a documented error. */
  const namedCodes = (code: string) =>
    Object.keys(ERROR_CATALOGUE)
      .filter((c) => !(c in BASE_ERRORS))
      .filter((c) => new RegExp(`["'\`]${c}["'\`]`).test(code));

  // A group's Lambda answers from its route file's catalogue (decision 082): a code its code can give that
  // the catalogue lacks would answer 500 with the unknown-error text. Refuse that, naming group and code.
  it("holds every code a group's bundle names in that group's catalogue", async () => {
    const built = await buildEveryBundle();
    const groups = new Set<string>(routeGroups());
    const lacking = built
      .filter(({ name }) => groups.has(name))
      .flatMap(({ name, outfile }) =>
        namedCodes(readFileSync(outfile, 'utf8'))
          .filter((c) => !Object.hasOwn(groupCatalogues[name as ResourceGroup], c))
          .map((c) => `${name}: ${c}`),
      );
    expect(built.length).toBeGreaterThan(5);
    expect(lacking).toEqual([]);
  });

  // A job, a task, the realtime and scheduled handlers answer no request: the codes they meet go to the log,
  // so they carry no texts. One that starts to word an error needs a catalogue first.
  it('leaves every text out of the Lambdas that answer no request', async () => {
    const built = await buildEveryBundle();
    const groups = new Set<string>(routeGroups());
    const wording = built
      .filter(({ name }) => !groups.has(name))
      .filter(({ outfile }) => readFileSync(outfile, 'utf8').includes(BASE_ERRORS.unknown.fr.slice(0, 40)))
      .map(({ name }) => name);
    expect(wording).toEqual([]);
  });
});

describe('route documentation in the bundles', () => {
  // Summaries and examples feed the OpenAPI document and the sample events; a Lambda never reads them
  // (scripts/bundle-trims.ts), while everything the router needs stays.
  it('leaves out every route summary and keeps the routes', async () => {
    const built = await buildFunctions({ outDir: join(outDir, 'docs'), only: ['projects'] });
    const code = readFileSync(built[0]!.outfile, 'utf8');
    const own = routes.filter((r) => r.group === 'projects');
    expect(own.length).toBeGreaterThan(5);
    for (const route of own) {
      expect(code).toContain(route.operationId);
      expect(code).not.toContain(route.summary.slice(0, 40));
    }
  });

  it('drops only the summary, example and response of an object with an operationId', () => {
    const source = [
      "const a = { operationId: 'x', summary: 'Reads x.', example: { body: { n: 1 } }, path: '/x', response: ZX, responseName: 'x' };",
      "const b = { summary: 'kept', example: 'kept too', response: 'kept' };",
    ].join('\n');
    const result = withoutRouteDocs('routes.ts', source);
    expect(result).toContain(
      "operationId: 'x', summary: undefined, example: undefined, path: '/x', response: undefined, responseName: 'x'",
    );
    expect(result).toContain("const b = { summary: 'kept', example: 'kept too', response: 'kept' };");
  });
});

describe('module-scope declarations marked pure', () => {
  // A schema module's declarations call zod at load; marked pure, one a Lambda never reads leaves its bundle.
  it('wraps each module-scope initializer that calls something, and nothing else', () => {
    const source = [
      "import * as z from 'zod/mini';",
      'export const ZA = z.string().check(z.maxLength(3));',
      'const LIMIT = 3, ZB = z.object({ a: ZA });',
      'export const LIST = [...OTHER, 1];',
      'export const plain = { a: 1 };',
      'export const make = () => z.string();',
      "registerErrors({ x: { status: 400, en: 'x', fr: 'x' } });",
      'export function f() { const inner = z.string(); return inner; }',
    ].join('\n');
    const result = withPureDeclarations('schemas.ts', source).split('\n');
    expect(result).toEqual([
      "import * as z from 'zod/mini';",
      'export const ZA = /* @__PURE__ */ (() => (z.string().check(z.maxLength(3))))();',
      'const LIMIT = 3, ZB = /* @__PURE__ */ (() => (z.object({ a: ZA })))();',
      'export const LIST = /* @__PURE__ */ (() => ([...OTHER, 1]))();',
      'export const plain = { a: 1 };',
      'export const make = () => z.string();',
      "registerErrors({ x: { status: 400, en: 'x', fr: 'x' } });",
      'export function f() { const inner = z.string(); return inner; }',
    ]);
  });

  it('leaves a schema no code of the Lambda reads out of its bundle, and keeps those it reads', async () => {
    const built = await buildFunctions({ outDir: join(outDir, 'pure'), only: ['tender-tables'] });
    const code = readFileSync(built[0]!.outfile, 'utf8');
    // (booleans, not toContain: a failure would print the whole bundle)
    // ZPagingQuery (shared/schemas/common.ts) is not read by the group; its filter names go with it.
    expect(code.includes('filter.sortDirection')).toBe(false);
    // The form definition's schema validates every save.
    expect(code.includes('maximumOptionalRows')).toBe(true);
  });
});

describe('the access table in a bundle', () => {
  it("keeps only the bundled Lambda's own entry", () => {
    const source = [
      'export const lambdaAccess = {',
      "  auth: { table: 'readwrite', email: true },",
      "  'project-team': { table: 'read' },",
      '} as const satisfies Record<string, LambdaAccess>;',
    ].join('\n');
    const own = withOnlyAccessOf('access.ts', source, 'project-team');
    expect(own).toContain("{ 'project-team': { table: 'read' } } as const satisfies");
    expect(own).not.toContain('auth');
    expect(withOnlyAccessOf('access.ts', source, 'nobody')).toContain('= {} as const');
  });

  it('leaves a bundle that starts with its configuration checked (the projects group)', async () => {
    const built = await buildFunctions({ outDir: join(outDir, 'access'), only: ['projects'] });
    const code = readFileSync(built[0]!.outfile, 'utf8');
    // (booleans, not toContain: a failure would print the whole bundle)
    expect(code.includes('publish-project')).toBe(true);
    expect(code.includes('scheduled-handler')).toBe(false);
  });
});

describe('big.js in a bundle', () => {
  const bigSource = readFileSync(createRequire(import.meta.url).resolve('big.js/big.mjs'), 'utf8');

  it('computes as before without the methods the forms never call', async () => {
    const file = join(outDir, 'big-trimmed.mjs');
    writeFileSync(file, withoutBigMethods(bigSource));
    const { default: Big } = (await import(pathToFileURL(file).href)) as { default: BigConstructor };
    const Dec = Big();
    Dec.DP = 40;
    Dec.RM = Big.roundDown;
    Dec.strict = true;
    const third = new Dec('1').div(new Dec('3'));
    expect(third.toFixed(5)).toBe('0.33333');
    expect(new Dec('2.675').round(2, Big.roundHalfUp).toString()).toBe('2.68');
    expect(new Dec('1.10').plus(new Dec('2.2')).minus(new Dec('0.3')).times(new Dec('-2')).toFixed(2)).toBe(
      '-6.00',
    );
    expect(new Dec('5').neg().lt(new Dec('0')) && new Dec('1').gte(new Dec('1.0'))).toBe(true);
    const proto = Big.prototype as unknown as Record<string, unknown>;
    for (const method of UNUSED_BIG_METHODS) expect(proto[method], method).toBeUndefined();
  });

  it('refuses to cut a method the library does not have (another version)', () => {
    expect(() => withoutBigMethods(bigSource, ['cube'])).toThrow('no P.cube');
  });

  it('is never asked for a method the build cut from it', async () => {
    const built = await buildEveryBundle();
    const cut = new RegExp(`(?<!Math)\\.(?:${UNUSED_BIG_METHODS.join('|')})\\(`);
    const holding = built.filter(({ outfile }) => readFileSync(outfile, 'utf8').includes('[big.js] '));
    expect(holding.map((b) => b.name)).toContain('tender-tables');
    const calling = holding.filter(({ outfile }) => cut.test(readFileSync(outfile, 'utf8')));
    expect(calling.map((b) => b.name)).toEqual([]);
  });
});

describe('@middy/util in a bundle', () => {
  it("leaves out @middy/util's HTTP status texts where only the router imported them", async () => {
    const built = await buildFunctions({ outDir: join(outDir, 'router'), only: ['tender-tables', 'users'] });
    const holdsTexts = (name: string) =>
      readFileSync(built.find((b) => b.name === name)!.outfile, 'utf8').includes(
        'Non-Authoritative Information',
      );
    expect(holdsTexts('tender-tables')).toBe(false);
    // The users group's multipart parser answers with @middy/util's errors: it keeps them.
    expect(holdsTexts('users')).toBe(true);
  });
});

describe('@middy/core in a bundle', () => {
  const middySource = readFileSync(createRequire(import.meta.url).resolve('@middy/core'), 'utf8');

  it('runs a stack as before without its streaming branch, and refuses to stream', async () => {
    const file = join(outDir, 'middy-trimmed.mjs');
    writeFileSync(file, withoutMiddyStreaming(middySource));
    type Middy = (options?: object) => {
      use: (middleware: object) => unknown;
      handler: (fn: (event: unknown) => unknown) => (event: unknown, context?: object) => Promise<unknown>;
    };
    const { default: middy } = (await import(pathToFileURL(file).href)) as { default: Middy };
    const stack = middy();
    stack.use({
      before: (request: { event: { seen?: boolean } }) => {
        request.event.seen = true;
      },
      onError: (request: { response?: unknown; error: Error }) => {
        request.response = { failed: request.error.message };
      },
    });
    const run = stack.handler((event) => {
      if ((event as { fail?: boolean }).fail) throw new Error('boom');
      return { seen: (event as { seen?: boolean }).seen };
    });
    await expect(run({})).resolves.toEqual({ seen: true });
    await expect(run({ fail: true })).resolves.toEqual({ failed: 'boom' });
    expect(() => middy({ streamifyResponse: true })).toThrow('streamifyResponse is cut');
  });

  it('refuses to cut a branch the library does not have (another version)', () => {
    expect(() => withoutMiddyStreaming('export default () => {};')).toThrow('no streamifyResponse branch');
  });

  it('leaves the streaming branch out of every bundle', async () => {
    const built = await buildEveryBundle();
    const streaming = built.filter(({ outfile }) =>
      readFileSync(outfile, 'utf8').includes('awslambda.streamifyResponse'),
    );
    expect(streaming.map((b) => b.name)).toEqual([]);
  });

  it('leaves no deployed bundle a way to read a moved clock', async () => {
    const built = await buildEveryBundle();
    // functions/core/clock.ts reads the local runtime's offset from this global; the build defines it away.
    const movable = built.filter(({ outfile }) =>
      readFileSync(outfile, 'utf8').includes('tenderboxLocalClock'),
    );
    expect(movable.map((b) => b.name)).toEqual([]);
    expect(built.length).toBeGreaterThan(20);
  });
});
