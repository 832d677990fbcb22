import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The project's ESLint configuration applied to snippets placed, virtually, in web/src (decision 016). */
const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'web', 'src', file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('web/src import zones (bulletproof-react)', () => {
  it.each([
    ['features/auth/components/x.tsx', "import { useUsers } from '../../team/api/team-api';"],
    ['features/team/components/x.tsx', "export { login } from '../../auth/api/auth-api';"],
    ['features/team/components/x.tsx', "void import('../../dashboard/components/dashboard-page');"],
    ['components/x.tsx', "import { login } from '../features/auth/api/auth-api';"],
    ['lib/x.ts', "import { useUsers } from '../features/team/api/team-api';"],
    ['config/x.ts', "import { router } from '../app/router';"],
    ['features/auth/x.ts', "import { router } from '../../app/router';"],
  ])('%s: %s fails the lint', async (file, code) => {
    expect(await problems(file, code)).toContain('tenderbox/import-zones');
  });

  it.each([
    ['features/team/components/x.tsx', "import { useUsers } from '../api/team-api';"],
    ['features/team/components/x.tsx', "import { paths } from '../../../config/paths';"],
    ['app/x.tsx', "import { TeamAllPage } from '../features/team/components/team-all-page';"],
    ['lib/x.ts', "import * as routes from '../api/routes.gen';"],
  ])('%s: %s passes', async (file, code) => {
    expect(await problems(file, code)).not.toContain('tenderbox/import-zones');
  });
});

describe('no hand-written API path in web/src (decision 015)', () => {
  it.each([
    "export const url = '/api/v1/login';",
    'export const url = (id: string) => `/api/v1/customer/${id}/Users`;',
  ])('%s fails the lint', async (code) => {
    expect(await problems('features/auth/api/x.ts', code)).toContain('tenderbox/no-api-literal');
  });

  it('allows the generated route table', async () => {
    expect(
      await problems('api/routes.gen.ts', "export const login = { path: '/api/v1/login' } as const;"),
    ).toEqual([]);
  });
});
