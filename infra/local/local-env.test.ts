import { describe, expect, it } from 'vitest';
import { buildLocalEnv, localOrigins, needsAllInterfaces, stateMachineArn } from './local-env.js';
import { planPorts } from './ports.js';

describe('planPorts', () => {
  it('derives each service port from the HTTP port', () => {
    expect(planPorts(3000, {})).toEqual({
      http: 3000,
      dynamodb: 3001,
      s3: 3002,
      ses: 3003,
      sfn: 3004,
      ws: 3005,
    });
  });

  it('lets the environment name a service port, and picks free ones with port 0', () => {
    expect(planPorts(3000, { SES_PORT: '8005', WS_PORT: '' })).toMatchObject({ ses: 8005, ws: 3005 });
    expect(planPorts(0, { S3_PORT: '4568' })).toEqual({
      http: 0,
      dynamodb: 0,
      s3: 4568,
      ses: 0,
      sfn: 0,
      ws: 0,
    });
    expect(() => planPorts(3000, { SFN_PORT: 'x' })).toThrow('SFN_PORT must be a port number');
  });
});

describe('buildLocalEnv', () => {
  it('points the SDK at the local services and names every workflow ARN', () => {
    const env = buildLocalEnv({
      ports: { http: 3000, dynamodb: 3001, s3: 3002, ses: 3003, sfn: 3004, ws: 3005 },
      origins: localOrigins(3000),
      appVersion: '1.2.3',
      workflows: [{ name: 'workflow-probe', envVar: 'WORKFLOW_PROBE_STATE_MACHINE_ARN' }],
      logLevel: undefined,
    });
    expect(env).toMatchObject({
      AWS_REGION: 'ca-central-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:3001',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:3002',
      AWS_ENDPOINT_URL_SESV2: 'http://127.0.0.1:3003',
      AWS_ENDPOINT_URL_SFN: 'http://127.0.0.1:3004',
      WS_MANAGEMENT_ENDPOINT: 'http://127.0.0.1:3005',
      WS_PUBLIC_URL: 'ws://localhost:3005',
      S3_FORCE_PATH_STYLE: 'true',
      STAGE: 'local',
      TABLE_NAME: 'tenderbox',
      DOCUMENTS_BUCKET: 'tenderbox-documents',
      EXPORTS_BUCKET: 'tenderbox-exports',
      MAIL_FROM: 'no-reply@tenderbox.example',
      APP_ORIGINS: 'http://localhost:3000,http://127.0.0.1:3000,http://[::1]:3000',
      APP_VERSION: '1.2.3',
      LOG_LEVEL: 'WARN',
      WORKFLOW_PROBE_STATE_MACHINE_ARN:
        'arn:aws:states:ca-central-1:000000000000:stateMachine:workflow-probe',
    });
    expect(stateMachineArn('x')).toBe('arn:aws:states:ca-central-1:000000000000:stateMachine:x');
  });

  it('passes LOG_LEVEL on to the handlers', () => {
    const env = buildLocalEnv({
      ports: { http: 1, dynamodb: 2, s3: 3, ses: 4, sfn: 5, ws: 6 },
      origins: localOrigins(1),
      appVersion: '0',
      workflows: [],
      logLevel: 'DEBUG',
    });
    expect(env.LOG_LEVEL).toBe('DEBUG');
  });
});

describe('localOrigins', () => {
  it('names every loopback address the server answers on, for its port', () => {
    expect(localOrigins(3210)).toEqual([
      'http://localhost:3210',
      'http://127.0.0.1:3210',
      'http://[::1]:3210',
    ]);
  });

  it('adds the origin of PUBLIC_URL (path and trailing slash dropped), once', () => {
    expect(localOrigins(3000, 'http://192.168.1.20:3000/')).toContain('http://192.168.1.20:3000');
    expect(localOrigins(3000, 'https://tenderbox.example.test/app')).toContain(
      'https://tenderbox.example.test',
    );
    expect(localOrigins(3000, 'http://127.0.0.1:3000')).toHaveLength(3);
    expect(localOrigins(3000, '  ')).toHaveLength(3);
  });

  it('refuses a PUBLIC_URL that is not an http(s) URL', () => {
    expect(() => localOrigins(3000, '192.168.1.20')).toThrow('PUBLIC_URL must be');
    expect(() => localOrigins(3000, 'ftp://host.example')).toThrow('PUBLIC_URL must be');
  });

  it('listens on every interface only for a PUBLIC_URL off the loopback', () => {
    expect(needsAllInterfaces(undefined)).toBe(false);
    expect(needsAllInterfaces('http://localhost:3000')).toBe(false);
    expect(needsAllInterfaces('http://[::1]:3000')).toBe(false);
    expect(needsAllInterfaces('http://192.168.1.20:3000')).toBe(true);
  });
});
