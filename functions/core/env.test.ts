import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { buildLocalEnv, localOrigins } from '../../infra/local/local-env.js';
import { workflows } from '../../infra/workflows/index.js';
import { lambdaEntries } from '../../scripts/build-functions.js';
import { jobWorkflowName, lambdaAccess, requiredEnv, workflowEnvVar } from '../routes/access.js';
import { oneTimeJobs } from '../../infra/schedules.js';
import { checkConfiguration, ConfigurationError } from './env.js';

/** What the local runtime gives every handler */
const localEnv = buildLocalEnv({
  ports: { http: 3000, dynamodb: 3001, s3: 3002, ses: 3003, sfn: 3004, ws: 3005 },
  origins: localOrigins(3000),
  appVersion: '1.0.0',
  workflows: workflows.map((w) => ({ name: w.name, envVar: w.envVar })),
});

const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(localEnv).filter(([name]) => !names.includes(name)));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('checkConfiguration (the cold-start check)', () => {
  it('reads a URL and a yes/no the way z.url() and z.stringbool() do (decision 044)', () => {
    const urls = [
      'https://ws.example/prod',
      '  http://localhost:3005 ',
      'http://a\tb.example/x\n',
      'not a url',
      '',
    ];
    for (const text of urls) {
      const zod = z.url().safeParse(text);
      const ours = (() => {
        try {
          return {
            success: true,
            data: checkConfiguration('users', { ...localEnv, WS_MANAGEMENT_ENDPOINT: text })
              .WS_MANAGEMENT_ENDPOINT,
          };
        } catch (error) {
          return { success: false, invalid: (error as ConfigurationError).invalid };
        }
      })();
      expect(ours, JSON.stringify(text)).toEqual(
        zod.success
          ? { success: true, data: zod.data }
          : { success: false, invalid: ['WS_MANAGEMENT_ENDPOINT'] },
      );
    }
    const words = [
      'true',
      'TRUE',
      '1',
      'yes',
      'On',
      'y',
      'enabled',
      'false',
      '0',
      'No',
      'off',
      'n',
      'DISABLED',
      'maybe',
      ' true',
      '',
    ];
    for (const text of words) {
      const zod = z.stringbool().safeParse(text);
      const parsed = () =>
        checkConfiguration('users', { ...localEnv, S3_FORCE_PATH_STYLE: text }).S3_FORCE_PATH_STYLE;
      if (zod.success) expect(parsed(), JSON.stringify(text)).toBe(zod.data);
      else expect(parsed, JSON.stringify(text)).toThrow('invalid configuration S3_FORCE_PATH_STYLE');
    }
    expect(checkConfiguration('users', without('S3_FORCE_PATH_STYLE')).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('passes with the local runtime’s environment, for every Lambda, and answers the parsed configuration', () => {
    for (const name of Object.keys(lambdaAccess)) {
      expect(checkConfiguration(name, localEnv).STAGE, name).toBe('local');
    }
  });

  it('names every missing variable of the Lambda, and only of that Lambda', () => {
    const bare = { STAGE: 'cloud' };
    expect(() => checkConfiguration('auth', bare)).toThrow(
      'The auth Lambda cannot start: missing configuration APP_VERSION, APP_ORIGINS, TABLE_NAME, MAIL_FROM, WS_PUBLIC_URL',
    );
    // The users group starts no workflow and hands out no WebSocket URL: it does not need their variables.
    expect(() =>
      checkConfiguration('users', without('WS_PUBLIC_URL', 'WORKFLOW_PROBE_STATE_MACHINE_ARN')),
    ).not.toThrow();
    // It emails invitations (docs/decisions/020): its cold start needs MAIL_FROM.
    expect(() => checkConfiguration('users', without('MAIL_FROM'))).toThrow(
      'missing configuration MAIL_FROM',
    );
    expect(() => checkConfiguration('system', without('WORKFLOW_PROBE_STATE_MACHINE_ARN'))).toThrow(
      'missing configuration WORKFLOW_PROBE_STATE_MACHINE_ARN',
    );
    expect(() => checkConfiguration('auth', without('WS_PUBLIC_URL'))).toThrow(
      'missing configuration WS_PUBLIC_URL',
    );
    expect(() => checkConfiguration('users', { ...localEnv, DOCUMENTS_BUCKET: '  ' })).toThrow(
      'missing configuration DOCUMENTS_BUCKET',
    );
  });

  it('reports a malformed variable by name, never its value', () => {
    let error: unknown;
    try {
      checkConfiguration('realtime', { ...localEnv, WS_MANAGEMENT_ENDPOINT: 'not a url secret-ish' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).invalid).toEqual(['WS_MANAGEMENT_ENDPOINT']);
    expect((error as Error).message).not.toContain('secret-ish');
  });

  it('refuses a Lambda without an access declaration', () => {
    expect(() => checkConfiguration('tenders', localEnv)).toThrow('an access declaration');
  });

  it('fails the handler module’s load (the cold start), not a request', async () => {
    for (const [name, value] of Object.entries(without('WS_PUBLIC_URL'))) vi.stubEnv(name, value);
    vi.stubEnv('WS_PUBLIC_URL', undefined);
    await expect(import('../auth/handler.js')).rejects.toThrow(
      'The auth Lambda cannot start: missing configuration WS_PUBLIC_URL',
    );
  });
});

describe('the access declarations', () => {
  it('cover every Lambda the build bundles, and nothing else', async () => {
    const names = (await lambdaEntries()).map((entry) => entry.name);
    expect(Object.keys(lambdaAccess).sort()).toEqual([...names].sort());
  });

  it('name workflows that exist, through the variable infra/workflows declares for them', () => {
    for (const access of Object.values(lambdaAccess)) {
      for (const name of Object.keys('workflows' in access ? access.workflows : {})) {
        const workflow = workflows.find((w) => w.name === name);
        expect(workflow, name).toBeDefined();
        expect(workflowEnvVar(name)).toBe(workflow!.envVar);
      }
    }
  });

  it('name one-time jobs that exist, each with its own state machine and variable', () => {
    for (const access of Object.values(lambdaAccess)) {
      for (const job of 'oneTimeJobs' in access ? access.oneTimeJobs : []) {
        expect(oneTimeJobs.map((j) => j.name)).toContain(job);
        expect(workflows.find((w) => w.name === jobWorkflowName(job))?.envVar).toBe(
          workflowEnvVar(jobWorkflowName(job)),
        );
        expect(requiredEnv(access)).toContain('TABLE_NAME');
        expect(requiredEnv(access)).toContain(workflowEnvVar(jobWorkflowName(job)));
      }
    }
    expect(requiredEnv(lambdaAccess.system)).toContain('JOB_SCHEDULE_PROBE_STATE_MACHINE_ARN');
    expect(requiredEnv({ oneTimeJobs: ['close-tender'] })).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'JOB_CLOSE_TENDER_STATE_MACHINE_ARN']),
    );
  });

  it('derive what each Lambda must be given', () => {
    expect(requiredEnv(lambdaAccess.users)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'DOCUMENTS_BUCKET', 'WS_MANAGEMENT_ENDPOINT', 'MAIL_FROM']),
    );
    expect(requiredEnv(lambdaAccess.users)).not.toContain('WS_PUBLIC_URL');
    expect(requiredEnv(lambdaAccess['system-task'])).not.toContain('WORKFLOW_PROBE_STATE_MACHINE_ARN');
  });
});
