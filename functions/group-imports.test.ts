import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_AREAS, coreAreaCycle } from '../scripts/eslint/tenderbox-plugin.js';

/** The project's ESLint configuration applied to snippets placed, virtually, in functions/. */
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'functions', file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('a resource group imports no other group, and core/ no group', () => {
  it.each([
    ['awards/x.ts', "import { openedBidsOf } from '../opening/opening-service.js';"],
    [
      'portal/x.ts',
      "export { findOpportunity } from '../public-opportunities/public-opportunity-service.js';",
    ],
    ['projects/x.ts', "void import('../submissions/handler.js');"],
    ['core/x.ts', "import { awardOf } from '../awards/award-service.js';"],
  ])('%s: %s fails the lint', async (file, code) => {
    expect(await problems(file, code)).toContain('tenderbox/group-imports');
  });

  it.each([
    ['awards/x.ts', "import { openedBidFiles } from '../core/submissions/opened-bids.js';"],
    ['awards/x.ts', "import { routes } from '../routes.js';"],
    ['awards/x.ts', "import { awardRoutes } from '../routes/awards.js';"],
    ['awards/x.ts', "import { awardOf } from './award-service.js';"],
    ['core/x.ts', "import { logger } from './logger.js';"],
  ])('%s: %s passes', async (file, code) => {
    expect(await problems(file, code)).not.toContain('tenderbox/group-imports');
  });
});

describe('functions/core/: infrastructure, and areas that import only the areas they declare', () => {
  it.each([
    ['core/x.ts', "import { reachProject } from './projects/project-access.js';", 'infrastructure → an area'],
    ['core/db/x.ts', "import { throttle } from '../accounts/throttle.js';", 'infrastructure → an area'],
    [
      'core/projects/x.ts',
      "import { formRecord } from '../forms/tender-table-access.js';",
      'an undeclared arrow',
    ],
    ['core/forms/x.ts', "import { openedBidFiles } from '../submissions/opened-bids.js';", 'the arrow back'],
    ['core/unsorted/x.ts', "import { logger } from '../logger.js';", 'an undeclared folder'],
  ])('%s: %s fails the lint (%s)', async (file, code) => {
    expect(await problems(file, code)).toContain('tenderbox/core-areas');
  });

  it.each([
    ['core/forms/x.ts', "import { reachProject } from '../projects/project-access.js';"],
    ['core/forms/x.ts', "import { unpackDefinition } from './form-storage.js';"],
    ['core/awards/x.ts', "import { logger } from '../logger.js';"],
    ['core/awards/x.ts', "import { signedDownload } from '../files/signed-download.js';"],
    ['core/files/x.ts', "import { s3 } from '../aws/s3.js';"],
    ['projects/x.ts', "import { openedBidFiles } from '../core/submissions/opened-bids.js';"],
  ])('%s: %s passes', async (file, code) => {
    expect(await problems(file, code)).not.toContain('tenderbox/core-areas');
  });

  it('declares every folder of core that is not infrastructure, and arrows without a cycle', () => {
    const folders = readdirSync(join(root, 'functions', 'core'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const infrastructure = ['aws', 'db', 'files'];
    expect(folders.filter((f) => !infrastructure.includes(f)).sort()).toEqual(Object.keys(CORE_AREAS).sort());
    expect(coreAreaCycle(CORE_AREAS)).toBeNull();
    expect(coreAreaCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
  });
});
