/**
 * What the Lambda build leaves out of a bundle because no Lambda reads it at run time (decisions 021, 044).
 *
 * `dropRouteDocs`: a route entry's `summary`, `example` and `response` are documentation for the OpenAPI
 * document, the sample events and the browser's typed fetchers, never read by a Lambda, so they are dropped
 * from the route files as they are bundled (a route entry is an object literal with an `operationId`). The
 * TypeScript parser finds them, so a string that merely contains the word is left alone.
 *
 * `pureDeclarations`: the schema, domain-rule, entity and route modules declare values (zod schemas, rule
 * tables, entity definitions, error lists) by calling functions at module scope, which a bundler must keep
 * even when nothing reads them, since a call might have an effect. Building them has none, so each such
 * declaration is marked pure as it is bundled, and one the Lambda never reads goes, with the zod code only
 * it needed.
 *
 * Why each trim is a build step rather than code structure (decision 082 reviewed them; the error texts
 * became each group's explicit catalogue instead):
 * - dropRouteDocs: a route's documentation belongs beside it in the table, which every Lambda imports.
 * - pureDeclarations: esbuild keeps any module-scope call; no code layout marks thousands of them pure.
 * - onlyOwnAccess: CDK reads every Lambda's access from one types-only module (decision 014).
 * - trimBigJs, routerWithoutStatusTexts, middyWithoutStreaming: third-party code we cannot restructure.
 */
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const DOC_FIELDS = new Set(['summary', 'example', 'response']);

const isRouteEntry = (node: ts.ObjectLiteralExpression) =>
  node.properties.some(
    (p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'operationId',
  );

/** The source with each route entry's documentation fields set to undefined (positions kept otherwise). */
export function withoutRouteDocs(fileName: string, source: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const spans: { start: number; end: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && isRouteEntry(node)) {
      for (const property of node.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          DOC_FIELDS.has(property.name.text)
        )
          spans.push({ start: property.initializer.getStart(file), end: property.initializer.getEnd() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const { start, end } of spans.sort((a, b) => b.start - a.start))
    result = `${result.slice(0, start)}undefined${result.slice(end)}`;
  return result;
}

/** The function or class bodies inside a node are not run when it is evaluated. */
const runsCode = (node: ts.Node): boolean => {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  if (
    ts.isCallExpression(node) ||
    ts.isNewExpression(node) ||
    ts.isTaggedTemplateExpression(node) ||
    ts.isSpreadElement(node) ||
    ts.isSpreadAssignment(node)
  )
    return true;
  return ts.forEachChild(node, runsCode) ?? false;
};

/**
 * The source with each module-scope `const`/`let` whose initializer calls something wrapped in a pure
 * arrow call: `const Z = /* @__PURE__ *\/ (() => (z.object({…})))();`. Same value, evaluated at the same
 * moment; esbuild drops it when the variable is never read. Statements (a call for its effect) are left alone.
 */
export function withPureDeclarations(fileName: string, source: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const spans: { start: number; end: number }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && runsCode(init)) spans.push({ start: init.getStart(file), end: init.getEnd() });
    }
  }
  let result = source;
  for (const { start, end } of spans.sort((a, b) => b.start - a.start))
    result = `${result.slice(0, start)}/* @__PURE__ */ (() => (${result.slice(start, end)}))()${result.slice(end)}`;
  return result;
}

export const dropRouteDocs: Plugin = {
  name: 'drop-route-docs',
  setup(build) {
    build.onLoad({ filter: /[\\/]functions[\\/]routes[\\/][\w-]+\.ts$/ }, async (args) => ({
      contents: withPureDeclarations(
        args.path,
        withoutRouteDocs(args.path, await readFile(args.path, 'utf8')),
      ),
      loader: 'ts',
    }));
  },
};

/** Schemas, rule tables and entities a Lambda never reads stay out of its bundle (`withPureDeclarations`). */
export const pureDeclarations: Plugin = {
  name: 'pure-declarations',
  setup(build) {
    build.onLoad(
      {
        filter:
          /[\\/](shared[\\/]schemas|shared[\\/]domain(?:[\\/][\w-]+)?|functions[\\/]core[\\/]db[\\/]entities)[\\/][\w-]+\.ts$/,
      },
      async (args) => ({
        contents: withPureDeclarations(args.path, await readFile(args.path, 'utf8')),
        loader: 'ts',
      }),
    );
  },
};

/** The source of functions/routes/access.ts with `lambdaAccess` holding only the named Lambda's entry. */
export function withOnlyAccessOf(fileName: string, source: string, lambda: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let table: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'lambdaAccess') {
      let init = node.initializer;
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression;
      if (init && ts.isObjectLiteralExpression(init)) table = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!table) throw new Error(`${fileName}: no lambdaAccess object literal`);
  const own = table.properties.find(
    (p) =>
      ts.isPropertyAssignment(p) &&
      (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
      p.name.text === lambda,
  );
  // A Lambda without an entry keeps none: its cold start then says so (functions/core/env.ts).
  const body = own ? `{ ${own.getText(file)} }` : '{}';
  return `${source.slice(0, table.getStart(file))}${body}${source.slice(table.getEnd())}`;
}

/**
 * A Lambda's bundle needs its own access declaration (its cold start checks the configuration that
 * follows from it), not every Lambda's: the table is cut down to its entry as it is bundled.
 */
export function onlyOwnAccess(lambda: string): Plugin {
  return {
    name: 'only-own-access',
    setup(build) {
      build.onLoad({ filter: /[\\/]functions[\\/]routes[\\/]access\.ts$/ }, async (args) => ({
        contents: withOnlyAccessOf(args.path, await readFile(args.path, 'utf8'), lambda),
        loader: 'ts',
      }));
    },
  };
}

/**
 * big.js methods the bid forms never call (shared/domain/forms/decimal.ts is their one door to it). The
 * library is one prototype, which a bundler cannot tree-shake, so they are cut from it as it is bundled:
 * 0.5 kB gzip in a Lambda that carries the engine. tests/infra/build-functions.test.ts fails when a bundle
 * holding big.js calls a method of these names.
 */
export const UNUSED_BIG_METHODS = [
  'abs',
  'mod',
  'pow',
  'prec',
  'sqrt',
  'toExponential',
  'toNumber',
  'toPrecision',
] as const;

/** big.js's source (big.mjs, CRLF) without the prototype methods named; throws if one is not found. */
export function withoutBigMethods(source: string, methods: readonly string[] = UNUSED_BIG_METHODS): string {
  let result = source;
  for (const method of methods) {
    const definition = new RegExp(`\\nP\\.${method} = function[\\s\\S]*?\\n\\};\\r?\\n`);
    if (!definition.test(result)) throw new Error(`big.js: no P.${method} to cut (a new version?)`);
    result = result.replace(definition, '\n');
  }
  return result;
}

export const trimBigJs: Plugin = {
  name: 'trim-big-js',
  setup(build) {
    build.onLoad({ filter: /[\\/]big\.js[\\/]big\.mjs$/ }, async (args) => ({
      contents: withoutBigMethods(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

/**
 * @middy/http-router imports @middy/util for one call: `createError` in its default not-found answer,
 * which `createGroupHandler` (functions/core/http.ts) always replaces with the catalogue's routeNotFound.
 * @middy/util's error class carries the text of every HTTP status (0.8 kB gzip in every API Lambda), so
 * the router gets a `createError` of its own, with the same status fields, and no table. Only the
 * router's import is replaced: another middleware that answers with @middy/util's errors keeps them.
 */
const ROUTER_CREATE_ERROR = `export const createError = (status, message, options = {}) =>
  Object.assign(new Error(message, options), { status, statusCode: status, expose: options.expose ?? status < 500 });
`;

export const routerWithoutStatusTexts: Plugin = {
  name: 'router-without-status-texts',
  setup(build) {
    build.onResolve({ filter: /^@middy\/util$/ }, (args) =>
      /[\\/]@middy[\\/]http-router[\\/]/.test(args.importer)
        ? { path: 'router-create-error', namespace: 'router-without-status-texts' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'router-without-status-texts' }, () => ({
      contents: ROUTER_CREATE_ERROR,
      loader: 'js',
    }));
  },
};

/**
 * @middy/core answers either as a plain async handler or, when asked with `streamifyResponse`, as a
 * response stream (awslambda.streamifyResponse, with node:stream's Readable and pipeline).
 * `createGroupHandler` (functions/core/http.ts) never asks for a stream, so the streaming branch is cut as
 * the library is bundled: 0.26 kB gzip in every API Lambda (decision 044). A stack that asks for it fails
 * at its cold start rather than answering otherwise.
 */
const MIDDY_STREAMING_CHOICE = 'const middy = plugin.streamifyResponse\n';

/** @middy/core's source with its streaming branch unreachable; throws if the branch is not found. */
export function withoutMiddyStreaming(source: string): string {
  if (!source.includes(MIDDY_STREAMING_CHOICE))
    throw new Error('@middy/core: no streamifyResponse branch to cut (a new version?)');
  return source.replace(
    MIDDY_STREAMING_CHOICE,
    `if (plugin.streamifyResponse) throw new Error("@middy/core: streamifyResponse is cut from this bundle (scripts/bundle-trims.ts)");
	const middy = false
`,
  );
}

export const middyWithoutStreaming: Plugin = {
  name: 'middy-without-streaming',
  setup(build) {
    build.onLoad({ filter: /[\\/]@middy[\\/]core[\\/]index\.js$/ }, async (args) => ({
      contents: withoutMiddyStreaming(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
