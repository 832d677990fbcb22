/**
 * What the Lambda build leaves out of a bundle because no Lambda reads it at run time.
 *
 * `dropRouteDocs`: a route entry's `summary` and `example` are documentation for
 * the OpenAPI document and the sample events, never read by a Lambda, so they are dropped from the route
 * files as they are bundled (a route entry is an object literal with an `operationId`). The TypeScript
 * parser finds them, so a string that merely contains the word is left alone.
 */
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const DOC_FIELDS = new Set(['summary', 'example']);

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

export const dropRouteDocs: Plugin = {
  name: 'drop-route-docs',
  setup(build) {
    build.onLoad({ filter: /[\\/]functions[\\/]routes[\\/][\w-]+\.ts$/ }, async (args) => ({
      contents: withoutRouteDocs(args.path, await readFile(args.path, 'utf8')),
      loader: 'ts',
    }));
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
