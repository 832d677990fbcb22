/**
 * Project ESLint rules (docs/decisions/016), kept here rather than adding a plugin dependency:
 * - `import-zones`: bulletproof-react's import zones for web/src. A feature imports no other feature;
 *   components/, lib/, config/ and api/ import no feature and not app/; a feature does not import app/.
 *   Relative imports are resolved against the importing file, so `../../team/x` is caught like `features/team/x`.
 * - `no-api-literal`: no string or template literal starting with /api/ in web/src: every URL comes from
 *   the generated route table (web/src/api/routes.gen.ts, docs/decisions/015).
 * - `group-imports`: a resource group of functions/ (one Lambda each) imports no other group, and
 *   functions/core/ and functions/routes/ import no group: what two groups share lives in functions/core/.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const WEB_SRC = resolve(import.meta.dirname, '..', '..', 'web', 'src');

/** Where a file sits in web/src: { area: 'features', feature: 'team' }, { area: 'lib' }, ... or null. */
function zoneOf(file) {
  const rel = relative(WEB_SRC, file);
  if (rel.startsWith('..') || rel === '') return null;
  const [area, feature] = rel.split(sep);
  return area === 'features' ? { area, feature } : { area };
}

const SHARED_AREAS = new Set(['components', 'lib', 'config', 'api']);

function violation(from, to) {
  if (!from || !to) return null;
  if (from.area === 'features' && to.area === 'features' && from.feature !== to.feature)
    return `a feature does not import another feature (features/${from.feature} → features/${to.feature}): move what both need to components/ or lib/, or compose them in app/`;
  if (from.area === 'features' && to.area === 'app') return 'a feature does not import app/';
  if (SHARED_AREAS.has(from.area) && (to.area === 'features' || to.area === 'app'))
    return `${from.area}/ is shared by every feature: it imports no feature and not app/ (→ ${to.area}${to.feature ? `/${to.feature}` : ''})`;
  return null;
}

const importZones = {
  meta: { type: 'problem', docs: { description: 'bulletproof-react import zones in web/src' }, schema: [] },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = zoneOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = violation(from, zoneOf(resolve(dirname(file), source)));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const FUNCTIONS = resolve(import.meta.dirname, '..', '..', 'functions');
/** Folders of functions/ that every group may import: they are no Lambda's own. */
const FUNCTIONS_SHARED = new Set(['core', 'routes']);

/** The folder of functions/ a file is in ('projects', 'core', ...), or null (outside, or at its top). */
function folderOf(file) {
  const rel = relative(FUNCTIONS, file);
  if (rel.startsWith('..') || rel === '') return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : null;
}

/** The resource group a file belongs to, or null (outside a group's folder). */
function groupOf(file) {
  const folder = folderOf(file);
  return folder && !FUNCTIONS_SHARED.has(folder) ? folder : null;
}

const groupImports = {
  meta: { type: 'problem', docs: { description: 'a functions/ group imports no other group' }, schema: [] },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = folderOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = groupOf(resolve(dirname(file), source));
      if (to && to !== from)
        context.report({
          node,
          message: FUNCTIONS_SHARED.has(from)
            ? `functions/${from} is every group's: it imports no group (→ functions/${to})`
            : `a resource group does not import another (functions/${from} → functions/${to}): move what both need to functions/core/`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const API_PATH = /^\/api(\/|$)/;
const noApiLiteral = {
  meta: { type: 'problem', docs: { description: 'no hand-written API path in web/src' }, schema: [] },
  create(context) {
    const message =
      'No hand-written API path: call(route) from web/src/lib/api.ts with a route of web/src/api/routes.gen.ts.';
    return {
      Literal: (node) =>
        typeof node.value === 'string' && API_PATH.test(node.value) && context.report({ node, message }),
      TemplateLiteral: (node) =>
        API_PATH.test(node.quasis[0]?.value.cooked ?? '') && context.report({ node, message }),
    };
  },
};

export default {
  meta: { name: 'tenderbox' },
  rules: { 'import-zones': importZones, 'no-api-literal': noApiLiteral, 'group-imports': groupImports },
};
