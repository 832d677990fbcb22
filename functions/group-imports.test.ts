import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
    ['portal/x.ts', "export { findOpportunity } from '../public-opportunities/opportunity-service.js';"],
    ['projects/x.ts', "void import('../submissions/handler.js');"],
    ['core/x.ts', "import { awardOf } from '../awards/award-service.js';"],
  ])('%s: %s fails the lint', async (file, code) => {
    expect(await problems(file, code)).toContain('tenderbox/group-imports');
  });

  it.each([
    ['awards/x.ts', "import { openedBidFiles } from '../core/opened-bids.js';"],
    ['awards/x.ts', "import { routes } from '../routes.js';"],
    ['awards/x.ts', "import { awardRoutes } from '../routes/awards.js';"],
    ['awards/x.ts', "import { awardOf } from './award-service.js';"],
    ['core/x.ts', "import { logger } from './logger.js';"],
  ])('%s: %s passes', async (file, code) => {
    expect(await problems(file, code)).not.toContain('tenderbox/group-imports');
  });
});
