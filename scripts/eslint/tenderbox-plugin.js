/**
 * Project ESLint rules (docs/decisions/016), kept here rather than adding a plugin dependency:
 * - `import-zones`: bulletproof-react's import zones for web/src. A feature imports no other feature;
 *   components/, lib/, config/ and api/ import no feature and not app/; a feature does not import app/.
 *   Relative imports are resolved against the importing file, so `../../team/x` is caught like `features/team/x`.
 * - `no-api-literal`: no string or template literal starting with /api/ in web/src: every URL comes from
 *   the generated route table (web/src/api/routes.gen.ts, docs/decisions/015).
 * - `group-imports`: a resource group of functions/ (one Lambda each) imports no other group, and
 *   functions/core/ and functions/routes/ import no group: what two groups share lives in functions/core/.
 * - `core-areas`: functions/core/ is infrastructure (its top-level modules, aws/, db/, files/) and areas of
 *   shared use cases (accounts/, awards/, ...). Infrastructure imports no area; an area imports
 *   infrastructure, itself and only the areas CORE_AREAS lets it, arrows that form no cycle.
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

const CORE = resolve(FUNCTIONS, 'core');
/** Folders of functions/core/ that are infrastructure, like its top-level modules: every area may import them. */
const CORE_INFRASTRUCTURE = new Set(['aws', 'db', 'files']);
/**
 * The areas of functions/core/ (the use cases two or more groups share) and the other areas each one may
 * import. An arrow is added here when a module of one area needs another's; a cycle stops the lint at load.
 */
export const CORE_AREAS = {
  accounts: [],
  awards: [],
  forms: ['projects'],
  meetings: [],
  opportunities: ['meetings'],
  projects: [],
  questions: [],
  submissions: ['forms'],
  suppliers: ['accounts'],
};

/** The first cycle among the declared arrows, as a list of areas, or null. */
export function coreAreaCycle(areas) {
  const state = new Map();
  const visit = (area, path) => {
    if (state.get(area) === 'done') return null;
    if (state.get(area) === 'open') return [...path.slice(path.indexOf(area)), area];
    state.set(area, 'open');
    for (const next of areas[area] ?? []) {
      const cycle = visit(next, [...path, area]);
      if (cycle) return cycle;
    }
    state.set(area, 'done');
    return null;
  };
  for (const area of Object.keys(areas)) {
    const cycle = visit(area, []);
    if (cycle) return cycle;
  }
  return null;
}

const declaredCycle = coreAreaCycle(CORE_AREAS);
if (declaredCycle)
  throw new Error(`CORE_AREAS: the areas import each other in a cycle (${declaredCycle.join(' → ')})`);
for (const [area, imports] of Object.entries(CORE_AREAS))
  for (const other of imports)
    if (!(other in CORE_AREAS)) throw new Error(`CORE_AREAS: ${area} names an undeclared area ${other}`);

/** Where a file sits in functions/core/: { kind: 'infrastructure' }, { kind: 'area', area }, { kind: 'undeclared', folder }, or null outside. */
function coreZoneOf(file) {
  const rel = relative(CORE, file);
  if (rel.startsWith('..') || rel === '') return null;
  const parts = rel.split(sep);
  if (parts.length === 1 || CORE_INFRASTRUCTURE.has(parts[0])) return { kind: 'infrastructure' };
  if (Object.hasOwn(CORE_AREAS, parts[0])) return { kind: 'area', area: parts[0] };
  return { kind: 'undeclared', folder: parts[0] };
}

const coreAreas = {
  meta: {
    type: 'problem',
    docs: { description: 'functions/core/ areas import infrastructure and the areas they declare' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = coreZoneOf(file);
    if (!from) return {};
    if (from.kind === 'undeclared')
      return {
        Program: (node) =>
          context.report({
            node,
            message: `functions/core/${from.folder}/ is neither infrastructure nor a declared area: add it to CORE_AREAS (scripts/eslint/tenderbox-plugin.js)`,
          }),
      };
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = coreZoneOf(resolve(dirname(file), source));
      if (!to || to.kind !== 'area') return;
      if (from.kind === 'infrastructure')
        context.report({
          node,
          message: `core's infrastructure imports no area (→ functions/core/${to.area}): move what it needs into the infrastructure, or the caller into an area`,
        });
      else if (to.area !== from.area && !CORE_AREAS[from.area].includes(to.area))
        context.report({
          node,
          message: `functions/core/${from.area} does not import functions/core/${to.area}: declare the arrow in CORE_AREAS (scripts/eslint/tenderbox-plugin.js) if it makes no cycle, or move the module`,
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
  rules: {
    'import-zones': importZones,
    'no-api-literal': noApiLiteral,
    'group-imports': groupImports,
    'core-areas': coreAreas,
  },
};
