/**
 * What a deployment relies on, asserted on the synthesised templates of all six stacks. One synthesis for
 * the whole file: the app takes ~10 s to synthesise on a small machine.
 */
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/core/db/table-definition.js';
import { routeGroups, routes } from '../../functions/routes.js';
import { workflows } from '../../infra/workflows/index.js';
import { effectiveSchedules, moduleFunctionName } from '../../scripts/build-functions.js';
import { accessOf, checkSealedPrefixes } from '../../infra/cdk/access-grants.js';
import {
  awsSources,
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
} from '../../infra/security-headers.js';
import { CATCH_ALL_ROUTE_KEY } from '../../infra/cdk/api-stack.js';
import { ProductFunction } from '../../infra/cdk/product-function.js';
import { resourcesOf, synthTenderbox, type SynthesisedApp } from './support/tenderbox-app.js';

let synth: SynthesisedApp;
beforeAll(async () => {
  synth = await synthTenderbox();
});

describe('the DynamoDB table', () => {
  it('is the one table, keyed and indexed exactly as table-definition.ts declares', () => {
    const tables = Object.values(resourcesOf(synth.templates.data, 'AWS::DynamoDB::Table'));
    expect(tables).toHaveLength(1);
    const table = tables[0]!.Properties;
    expect(table.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.pk, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sk, KeyType: 'RANGE' },
    ]);
    expect(table.GlobalSecondaryIndexes).toEqual(
      TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.pk, KeyType: 'HASH' },
          { AttributeName: index.sk, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const attributes = [TABLE_KEYS.pk, TABLE_KEYS.sk, ...TABLE_INDEXES.flatMap((i) => [i.pk, i.sk])];
    expect(table.AttributeDefinitions).toEqual(
      expect.arrayContaining(attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
    expect(table.AttributeDefinitions).toHaveLength(attributes.length);
  });

  it('expires records by TTL, bills on demand, keeps point-in-time recovery and survives deletion', () => {
    synth.templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });
});

describe('the documents and exports buckets', () => {
  const bucketByLogicalId = (prefix: string) => {
    const entry = Object.entries(resourcesOf(synth.templates.data, 'AWS::S3::Bucket')).find(([id]) =>
      id.startsWith(prefix),
    );
    if (!entry) throw new Error(`No bucket ${prefix}`);
    return entry;
  };

  it.each(['Documents', 'Exports'])('%s is encrypted, private and reachable over TLS only', (name) => {
    const [logicalId, bucket] = bucketByLogicalId(name);
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: expect.any(String) } },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: { DestinationBucketName: expect.anything() },
    });
    synth.templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it.each(['Documents', 'Exports'])(
    '%s lets the browser PUT parts from the app origin and read their ETag',
    (name) => {
      const [, bucket] = bucketByLogicalId(name);
      const cors = (bucket.Properties.CorsConfiguration as { CorsRules: Record<string, unknown>[] })
        .CorsRules;
      expect(cors[0]).toMatchObject({
        AllowedMethods: expect.arrayContaining(['PUT']),
        ExposedHeaders: ['ETag'],
      });
      expect(JSON.stringify(cors[0]!.AllowedOrigins)).toContain('https://');
    },
  );

  it('versions documents and aborts their abandoned multipart uploads', () => {
    const [, bucket] = bucketByLogicalId('Documents');
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.Properties.LifecycleConfiguration).toMatchObject({
      Rules: expect.arrayContaining([
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: expect.any(Number) },
        }),
      ]),
    });
  });

  it('expires exports after 7 days', () => {
    const [, bucket] = bucketByLogicalId('Exports');
    expect(bucket.Properties.LifecycleConfiguration).toMatchObject({
      Rules: expect.arrayContaining([expect.objectContaining({ ExpirationInDays: 7, Status: 'Enabled' })]),
    });
  });
});

describe('the HTTP API', () => {
  const routeKeys = () =>
    Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey,
    );

  it('has one route per route-table entry, method and path exactly as declared, plus the catch-all', () => {
    const keys = routeKeys();
    expect(keys).toHaveLength(routes.length + 1);
    expect([...keys].sort()).toEqual(
      [...routes.map((r) => `${r.method} ${r.path}`), CATCH_ALL_ROUTE_KEY].sort(),
    );
  });

  it('sends every route to the Lambda of its resource group, and unknown /api paths to system', () => {
    const integrations = resourcesOf(synth.templates.api, 'AWS::ApiGatewayV2::Integration');
    const functionLogicalId = (group: string) =>
      synth.api.getLogicalId(synth.api.groupFunctions.get(group)!.function.node.defaultChild as CfnElement);
    const targetFunction = new Map(
      Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGatewayV2::Route')).map((route) => {
        // Target: integrations/<Ref integration>; the integration's URI is the function's ARN.
        const integrationId = JSON.stringify(route.Properties.Target).match(/"Ref":"([^"]+)"/)?.[1] ?? '';
        const uri = integrations[integrationId]?.Properties.IntegrationUri as {
          'Fn::GetAtt'?: [string, string];
        };
        return [route.Properties.RouteKey, uri?.['Fn::GetAtt']?.[0]];
      }),
    );
    for (const route of routes) {
      expect(targetFunction.get(`${route.method} ${route.path}`), route.operationId).toBe(
        functionLogicalId(route.group),
      );
    }
    expect(targetFunction.get(CATCH_ALL_ROUTE_KEY)).toBe(functionLogicalId('system'));
  });

  it('runs one Lambda per resource group: Node 22 on arm64, the prebuilt bundle, 1024 MB, 29 s', () => {
    for (const group of routeGroups()) {
      const fn = synth.api.groupFunctions.get(group);
      expect(fn, group).toBeDefined();
    }
    expect(synth.api.groupFunctions.size).toBe(routeGroups().length);
    synth.templates.api.resourcePropertiesCountIs(
      'AWS::Lambda::Function',
      {
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 1024,
        Timeout: 29,
      },
      routeGroups().length,
    );
  });

  it('gives each group Lambda the configuration functions/core/env.ts reads', () => {
    const expected = [
      'STAGE',
      'APP_VERSION',
      'TABLE_NAME',
      'DOCUMENTS_BUCKET',
      'EXPORTS_BUCKET',
      'MAIL_FROM',
      'APP_ORIGINS',
      // The business metrics' dimension (functions/core/metrics.ts, decision 076)
      'INSTALLATION',
      'WS_MANAGEMENT_ENDPOINT',
      'WS_PUBLIC_URL',
      'NODE_OPTIONS',
      ...workflows.map((w) => w.envVar),
    ];
    for (const fn of Object.values(resourcesOf(synth.templates.api, 'AWS::Lambda::Function'))) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables).sort()).toEqual([...expected].sort());
      expect(variables.STAGE).toBe('cloud');
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('logs every request and throttles the stage', () => {
    synth.templates.web.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
  });
});

describe('the realtime channel', () => {
  it('is a WebSocket API whose $connect, $disconnect and $default reach the realtime Lambda', () => {
    synth.templates.realtime.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    synth.templates.realtime.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    const keys = Object.values(resourcesOf(synth.templates.realtime, 'AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey,
    );
    expect(keys.sort()).toEqual(['$connect', '$default', '$disconnect']);
    // One product Lambda; CDK's LogRetention handler (its execution logs' retention, decision 076) aside.
    synth.templates.realtime.resourcePropertiesCountIs('AWS::Lambda::Function', { Runtime: 'nodejs22.x' }, 1);
    synth.templates.realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
      DefaultRouteSettings: Match.objectLike({ LoggingLevel: 'ERROR' }),
    });
  });
});

describe('the workflows', () => {
  it('deploys one state machine per workflow, its ASL placeholders bound to the task Lambdas', () => {
    const machines = Object.values(
      resourcesOf(synth.templates.workflows, 'AWS::StepFunctions::StateMachine'),
    );
    expect(machines).toHaveLength(workflows.length);
    for (const workflow of workflows) {
      const machine = machines.find((m) =>
        JSON.stringify(m.Properties.StateMachineName).endsWith(`-${workflow.name}"`),
      );
      expect(machine, workflow.name).toBeDefined();
      const props = machine!.Properties;
      for (const [placeholder, task] of Object.entries(workflow.substitutions)) {
        expect(props.DefinitionString).toContain(`\${${placeholder}}`);
        const logicalId = synth.workflows.getLogicalId(
          synth.workflows.taskFunctions.get(moduleFunctionName(task.group, task.module))!.function.node
            .defaultChild as never,
        );
        expect((props.DefinitionSubstitutions as Record<string, unknown>)[placeholder]).toEqual({
          'Fn::GetAtt': [logicalId, 'Arn'],
        });
      }
      expect(props.LoggingConfiguration).toMatchObject({ Level: 'ALL' });
      expect(props.TracingConfiguration).toEqual({ Enabled: true });
    }
  });
});

describe('the web front door', () => {
  const distribution = () =>
    Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig as Record<string, unknown> & {
      CacheBehaviors: Record<string, unknown>[];
      DefaultCacheBehavior: Record<string, unknown>;
    };

  it('forwards /api/* to the HTTP API uncached, with every viewer header but Host', () => {
    const api = distribution().CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
  });

  it('caches /api/v1/public/* as the origin says (at most 60 s), keyed on path, query and Accept-Language, GETs only', () => {
    const behaviours = distribution().CacheBehaviors;
    const paths = behaviours.map((b) => b.PathPattern);
    // CloudFront takes the first pattern that matches: the public one must come before /api/*.
    expect(paths.indexOf('/api/v1/public/*')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('/api/v1/public/*')).toBeLessThan(paths.indexOf('/api/*'));
    const open = behaviours.find((b) => b.PathPattern === '/api/v1/public/*')!;
    expect(open).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'POST']),
      CachedMethods: ['GET', 'HEAD'],
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
      ResponseHeadersPolicyId: distribution().DefaultCacheBehavior.ResponseHeadersPolicyId,
    });
    expect(open.CachePolicyId).not.toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    const policies = resourcesOf(synth.templates.web, 'AWS::CloudFront::CachePolicy');
    const [policyId, policy] = Object.entries(policies)[0]!;
    expect(Object.keys(policies)).toHaveLength(1);
    expect(open.CachePolicyId).toEqual({ Ref: policyId });
    expect(policy.Properties.CachePolicyConfig).toMatchObject({
      // No TTL of its own: only an answer whose Cache-Control allows it is kept, for at most a minute.
      DefaultTTL: 0,
      MinTTL: 0,
      MaxTTL: 60,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Accept-Language'] },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
      },
    });
  });

  it('leaves nothing per user under /api/v1/public: every route there is a public one or a POST', () => {
    const underPublic = routes.filter((r) => r.path.startsWith('/api/v1/public/'));
    expect(underPublic.length).toBeGreaterThan(0);
    for (const route of underPublic)
      expect(
        route.auth === 'public' || route.method !== 'GET',
        `${route.method} ${route.path} (${route.auth})`,
      ).toBe(true);
  });

  it('serves the SPA from a private bucket through OAC, redirecting to HTTPS, with security headers', () => {
    const config = distribution();
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: expect.anything(),
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    // No standard logs: they would record the approver link's token, a query string (decision 065).
    expect(config.Logging).toBeUndefined();
    expect(JSON.stringify(config.Origins)).toContain('OriginAccessControlId');
    synth.templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const headers = Object.values(
      resourcesOf(synth.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'),
    )[0];
    expect(JSON.stringify(headers?.Properties)).toContain("frame-ancestors 'none'");
    synth.templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      }),
    });
  });

  it('builds its response-headers policy from infra/security-headers.ts, the local server’s declaration', () => {
    const policy = Object.values(
      resourcesOf(synth.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'),
    )[0]!.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
    const config = policy.SecurityHeadersConfig;
    expect(config.ContentSecurityPolicy!.ContentSecurityPolicy).toEqual(
      synth.web.resolve(contentSecurityPolicy(awsSources(synth.web.region))),
    );
    expect(config.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
      IncludeSubdomains: true,
    });
    expect(config.FrameOptions!.FrameOption).toBe(FRAME_OPTIONS);
    expect(config.ReferrerPolicy!.ReferrerPolicy).toBe(REFERRER_POLICY);
    expect(config.XSSProtection).toMatchObject({ Protection: true, ModeBlock: true });
    // Both behaviours, the SPA and /api/*, carry it.
    const config2 = distribution();
    const policyId = config2.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(config2.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!.ResponseHeadersPolicyId).toEqual(
      policyId,
    );
  });

  it('does not rewrite API errors into the SPA: no distribution-wide 403/404 error responses', () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });
});

describe('the schedules', () => {
  it('has at least one EventBridge rule, one per schedule, each invoking its scheduled Lambda', async () => {
    const schedules = await effectiveSchedules();
    expect(schedules.length).toBeGreaterThan(0);
    const rules = Object.values(resourcesOf(synth.templates.schedules, 'AWS::Events::Rule'));
    expect(rules).toHaveLength(schedules.length);
    for (const schedule of schedules) {
      const rule = rules.find((r) => r.Properties.Description === schedule.description);
      expect(rule, schedule.name).toBeDefined();
      expect(rule!.Properties.ScheduleExpression).toMatch(/^(rate|cron)\(/);
      expect(rule!.Properties.Targets).toHaveLength(1);
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged error in any stack', () => {
    // cdk-nag 3 reports through CDK policy validation, not annotations: run the pack on the synthesised tree.
    const report = new AwsSolutionsChecks(synth.app).validateScope(synth.app);
    const errors = report.violations
      .filter((v) => v.severity === 'error')
      .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));
    expect(errors).toEqual([]);
  });

  it('is live: the same check reports a bucket that allows plain HTTP', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Probe'), 'Plain', { blockPublicAccess: BlockPublicAccess.BLOCK_ALL });
    const report = new AwsSolutionsChecks(app).validateScope(app);
    expect(report.violations.map((v) => v.ruleName)).toContain('AwsSolutions-S10');
  });
});

describe('least privilege per Lambda (functions/routes/access.ts)', () => {
  interface Statement {
    Effect: 'Allow' | 'Deny';
    Action: string | string[];
    Resource: unknown;
    Condition?: unknown;
  }
  const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
  const resourcesOfStatement = (s: Statement) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]);

  /** Every statement of the policies attached to a product Lambda's role, in its own stack. */
  function everyStatementOf(fn: ProductFunction): Statement[] {
    const stack = Stack.of(fn);
    const template = Template.fromStack(stack);
    const roleId = stack.getLogicalId(fn.role.node.defaultChild as CfnElement);
    return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  }
  /** What a Lambda's role is allowed (its denials are asserted apart). */
  const statementsOf = (fn: ProductFunction) => everyStatementOf(fn).filter((s) => s.Effect === 'Allow');
  const actionsFor = (fn: ProductFunction) => statementsOf(fn).flatMap(actionsOf);
  const everyLambda = () => [
    ...synth.api.groupFunctions.values(),
    synth.realtime.realtimeFunction,
    ...synth.workflows.taskFunctions.values(),
    ...Object.values(synth.schedules.node.children).flatMap((c) => (c instanceof ProductFunction ? [c] : [])),
  ];

  it('gives the auth group no object write and no workflow start', () => {
    const actions = actionsFor(synth.api.groupFunctions.get('auth')!);
    expect(actions).toContain('ses:SendEmail');
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('states:'))).toEqual([]);
    expect(actions).not.toContain('execute-api:ManageConnections');
  });

  it('lets the projects group list and delete only under projects/, and never read or write a document', () => {
    const statements = statementsOf(synth.api.groupFunctions.get('projects')!);
    const s3 = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
    expect(s3.map((s) => actionsOf(s).sort())).toEqual(
      expect.arrayContaining([['s3:ListBucket'], ['s3:DeleteObject']]),
    );
    expect(s3).toHaveLength(2);
    const list = s3.find((s) => actionsOf(s).includes('s3:ListBucket'))!;
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['projects/*'] } });
    const remove = s3.find((s) => actionsOf(s).includes('s3:DeleteObject'))!;
    for (const resource of resourcesOfStatement(remove))
      expect(JSON.stringify(resource)).toMatch(/\/projects\/\*"\]\]\}$/);
  });

  it('lets the documents group read, upload and delete objects only under projects/ and vendors/, and nothing else in AWS but the table, email and its reminder job', () => {
    const statements = statementsOf(synth.api.groupFunctions.get('documents')!);
    const s3 = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
    expect(s3.flatMap(actionsOf).sort()).toEqual(
      [
        's3:AbortMultipartUpload',
        's3:DeleteObject',
        's3:GetObject',
        's3:GetObjectVersion',
        's3:ListMultipartUploadParts',
        's3:PutObject',
      ].sort(),
    );
    for (const statement of s3)
      for (const resource of resourcesOfStatement(statement)) {
        const text = JSON.stringify(resource);
        // A supplier's own documents live under vendors/ (decision 047).
        expect(text).toMatch(/\/(projects|vendors)\/\*"\]\]\}$/);
        expect(text).toContain(
          synth.data.getLogicalId(synth.data.documentsBucket.node.defaultChild as CfnElement),
        );
      }
    const actions = statements.flatMap(actionsOf);
    expect(actions).not.toContain('s3:ListBucket');
    // An addendum to an open bid emails the bidders whose completed bids it withdraws (decision 040).
    expect(actions).toContain('ses:SendEmail');
    expect(actions.filter((a) => a.startsWith('execute-api:'))).toEqual([]);
  });

  it('lets the users group reach only the avatars/ prefix of the documents bucket', () => {
    const statements = statementsOf(synth.api.groupFunctions.get('users')!);
    const s3 = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
    expect(s3.length).toBeGreaterThan(0);
    for (const statement of s3) {
      expect(actionsOf(statement).sort()).toEqual(
        [
          's3:AbortMultipartUpload',
          's3:GetObject',
          's3:GetObjectVersion',
          's3:ListMultipartUploadParts',
          's3:PutObject',
        ].sort(),
      );
      for (const resource of resourcesOfStatement(statement)) {
        const text = JSON.stringify(resource);
        expect(text).toMatch(/\/avatars\/\*"\]\]\}$/);
        expect(text).toContain(
          synth.data.getLogicalId(synth.data.documentsBucket.node.defaultChild as CfnElement),
        );
      }
    }
    const actions = statements.flatMap(actionsOf);
    expect(actions).not.toContain('s3:DeleteObject');
    expect(actions.filter((a) => a.startsWith('states:'))).toEqual([]);
    // It emails invitations to members created without a password (docs/decisions/020).
    expect(actions).toContain('ses:SendEmail');
  });

  it('lets only the system group start or answer a workflow, and a group only the one-time jobs it declares', () => {
    // The machines each group may start: the workflow probe and the probe's job; each project's publication.
    const expectedStarts: Record<string, string[]> = {
      system: ['workflowprobe', 'jobscheduleprobe'],
      // And the question reminder, which follows the project's question deadline (decision 051); its close
      // at the closing instant (decision 055).
      projects: ['jobpublishproject', 'jobprojectcleanup', 'jobquestionreminder', 'jobcloseproject'],
      'project-collaboration': ['jobtaskreminder'],
      // A supplier document's expiry reminder (decision 047).
      documents: ['jobsupplierdocumentreminder'],
      // The submissions export's build, scheduled now (decision 058).
      exports: ['jobsubmissionsexport'],
      // Each stored bid file's read-back, scheduled now (decision 059).
      submissions: ['jobverifysubmissionfile'],
      // Each send of an award approval (decision 065).
      'award-approvals': ['awardapproval'],
      // A job relaying a date beyond a schedule's year starts its own machine again (scheduleAgain).
      'projects-publish-job': ['jobpublishproject'],
      'projects-close-job': ['jobcloseproject'],
      'project-collaboration-task-reminder-job': ['jobtaskreminder'],
    };
    // The project-cleanup job cancels task reminders and a deleted project's award approvals (decision 065):
    // it stops their executions, and starts nothing.
    const onlyStops: Record<string, string[]> = {
      'projects-cleanup-job': ['awardapproval', 'jobtaskreminder'],
    };
    // The approver's decision answers the award approval's task token (decision 065).
    const answers: Record<string, string[]> = {
      'award-approver': ['states:SendTaskFailure', 'states:SendTaskHeartbeat', 'states:SendTaskSuccess'],
    };
    for (const fn of everyLambda()) {
      const states = statementsOf(fn).filter((s) => actionsOf(s).some((a) => a.startsWith('states:')));
      const starts = states.filter((s) => actionsOf(s).includes('states:StartExecution'));
      const expected = expectedStarts[fn.bundle];
      if (!expected) {
        expect(starts, fn.bundle).toEqual([]);
        expect(
          states
            .flatMap(actionsOf)
            .filter((a) => a.startsWith('states:Send'))
            .sort(),
          fn.bundle,
        ).toEqual(answers[fn.bundle] ?? []);
        const stops = states.filter((s) => actionsOf(s).includes('states:StopExecution'));
        expect(
          stops
            .flatMap(resourcesOfStatement)
            .map(
              (resource) =>
                JSON.stringify(resource).match(
                  /jobtaskreminder|jobpublishproject|jobcloseproject|awardapproval/i,
                )?.[0],
            )
            .sort(),
          fn.bundle,
        ).toEqual(onlyStops[fn.bundle] ?? []);
      } else {
        // CDK merges statements of the same action: one statement may name several machines (by
        // reference, or by name for a relaying job: job-publish-project).
        expect(
          starts
            .flatMap(resourcesOfStatement)
            .map(
              (resource) =>
                JSON.stringify(resource)
                  .replaceAll('-', '')
                  .match(
                    /workflowprobe|jobscheduleprobe|jobpublishproject|jobprojectcleanup|jobtaskreminder|jobsupplierdocumentreminder|jobquestionreminder|jobcloseproject|jobsubmissionsexport|jobverifysubmissionfile|awardapproval/i,
                  )?.[0],
            )
            .sort(),
          fn.bundle,
        ).toEqual([...expected].sort());
      }
    }
    // The projects group answers no workflow task.
    const projects = statementsOf(synth.api.groupFunctions.get('projects')!).flatMap(actionsOf);
    expect(projects.filter((a) => a.startsWith('states:Send'))).toEqual([]);
  });

  it('lets a Lambda schedule only the one-time jobs it declares: start the job’s machine, stop its executions', () => {
    const statements = statementsOf(synth.api.groupFunctions.get('system')!);
    const stops = statements.filter((s) => actionsOf(s).includes('states:StopExecution'));
    expect(stops).toHaveLength(1);
    expect(actionsOf(stops[0]!)).toEqual(['states:StopExecution']);
    const [resource] = resourcesOfStatement(stops[0]!);
    const text = JSON.stringify(resource);
    // arn:…:states:<region>:<account>:execution:<the job-schedule-probe machine's name>:*
    expect(text).toContain(':execution:');
    expect(text).toMatch(/jobscheduleprobe/i);
    expect(text).toMatch(/:\*"\]\]\}$/);
    // The job's Lambda is a task of its own state machine and may only touch the table.
    for (const task of ['scheduled-schedule-probe']) {
      const job = actionsFor(synth.workflows.taskFunctions.get(task)!);
      expect(job, task).toContain('dynamodb:DeleteItem');
      expect(
        job.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:') && !a.startsWith('xray:')),
        task,
      ).toEqual([]);
    }
    // A relaying job (scheduleAgain) may also start its own machine and stop its executions, named by the
    // machine's name (its ARN would make a cycle), and nothing else.
    for (const [task, machine] of [
      ['projects-publish-job', 'job-publish-project'],
      ['projects-close-job', 'job-close-project'],
      ['project-collaboration-task-reminder-job', 'job-task-reminder'],
    ] as const) {
      const relay = statementsOf(synth.workflows.taskFunctions.get(task)!).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('states:')),
      );
      expect(relay.flatMap(actionsOf).sort(), task).toEqual([
        'states:StartExecution',
        'states:StopExecution',
      ]);
      for (const resource of relay.flatMap(resourcesOfStatement))
        expect(JSON.stringify(resource), task).toContain(`-${machine}`);
    }
    // The projects group stops only executions of its own jobs' machines.
    const projectStops = statementsOf(synth.api.groupFunctions.get('projects')!).filter((s) =>
      actionsOf(s).includes('states:StopExecution'),
    );
    expect(projectStops).toHaveLength(1);
    const projectStop = resourcesOfStatement(projectStops[0]!).map((r) => JSON.stringify(r));
    expect(projectStop).toHaveLength(4);
    for (const stop of projectStop) expect(stop).toContain(':execution:');
    expect(
      projectStop
        .map(
          (stop) =>
            stop.match(/jobpublishproject|jobprojectcleanup|jobquestionreminder|jobcloseproject/i)?.[0],
        )
        .sort(),
    ).toEqual(['jobcloseproject', 'jobprojectcleanup', 'jobpublishproject', 'jobquestionreminder']);
    // The cleanup job (decision 034) removes a deleted project's records and objects under projects/.
    const cleanup = actionsFor(synth.workflows.taskFunctions.get('projects-cleanup-job')!);
    expect(cleanup).toEqual(
      expect.arrayContaining(['dynamodb:DeleteItem', 's3:DeleteObject', 's3:ListBucket']),
    );
    expect(cleanup).not.toContain('s3:PutObject');
    expect(cleanup).not.toContain('states:StartExecution');
    // The task reminder job (decision 031) reads the task and clears its pointer, and sends the email (and
    // relays a reminder beyond a schedule's year, above).
    const reminder = actionsFor(
      synth.workflows.taskFunctions.get('project-collaboration-task-reminder-job')!,
    );
    expect(reminder).toContain('dynamodb:DeleteItem');
    expect(
      reminder.filter(
        (a) =>
          !a.startsWith('dynamodb:') &&
          !a.startsWith('logs:') &&
          !a.startsWith('xray:') &&
          !a.startsWith('ses:') &&
          !a.startsWith('states:'),
      ),
    ).toEqual([]);
  });

  describe('the sealed vault (decision 056)', () => {
    /** An IAM pattern (`*`, `?`) as a regular expression over the whole text. */
    const glob = (pattern: string, flags = '') =>
      new RegExp(
        `^${pattern
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replaceAll('*', '.*')
          .replaceAll('?', '.')}$`,
        flags,
      );
    const documentsBucketId = () =>
      synth.data.getLogicalId(synth.data.documentsBucket.node.defaultChild as CfnElement);
    /** The object key pattern a resource names in the documents bucket ('*' alone reaches every bucket). */
    const keyPatternOf = (resource: unknown): string | undefined => {
      if (resource === '*') return '*';
      const text = JSON.stringify(resource);
      if (!text.includes(documentsBucketId())) return undefined;
      return /"\/([^"]*)"\]\]\}$/.exec(text)?.[1];
    };
    const reachesSealed = (resource: unknown) => {
      const pattern = keyPatternOf(resource);
      return pattern !== undefined && glob(pattern).test('sealed/agency/project/submission/file');
    };
    const reads = (action: string) => glob(action, 'i').test('s3:GetObject');
    /**
     * The only Lambdas that read sealed/ (decisions 056-059): the supplier's bid, the buyer's opening, the
     * evaluator's reading of an opened bid, the read-back of a stored file and the export of opened bids.
     */
    const SEALED_READERS = [
      'submissions',
      'opening',
      'evaluations',
      'submissions-verify-file-job',
      'exports-submissions-export-job',
    ];
    /** Statements of a role that allow reading an object under sealed/. */
    const sealedReadsOf = (fn: ProductFunction) =>
      statementsOf(fn).filter((s) => actionsOf(s).some(reads) && resourcesOfStatement(s).some(reachesSealed));

    it('lets no Lambda but the sealed readers (the submissions, opening and evaluations groups, the read-back and export jobs) read an object under sealed/ (no GetObject, s3:* or wildcard resource reaching it)', () => {
      for (const fn of everyLambda())
        if (!SEALED_READERS.includes(fn.bundle)) expect(sealedReadsOf(fn), fn.bundle).toEqual([]);
      // The walk finds a read where there is one: the submissions group reads a bid's files back for their
      // SHA-256, and the opening group (decision 057) signs an unsealed bid's downloads for the buyer.
      expect(sealedReadsOf(synth.api.groupFunctions.get('submissions')!)).toHaveLength(1);
      expect(sealedReadsOf(synth.api.groupFunctions.get('opening')!)).toHaveLength(1);
      // The opening group reads, and never writes or deletes, a bid's files.
      const openingSealed = statementsOf(synth.api.groupFunctions.get('opening')!).filter((s) =>
        resourcesOfStatement(s).some((r) => JSON.stringify(r).includes('/sealed/')),
      );
      expect(openingSealed.flatMap(actionsOf).sort()).toEqual(['s3:GetObject', 's3:GetObjectVersion']);
      // So does the evaluations group, which signs an opened bid's files for the evaluator reading it.
      const evaluationsSealed = statementsOf(synth.api.groupFunctions.get('evaluations')!).filter((s) =>
        resourcesOfStatement(s).some((r) => JSON.stringify(r).includes('/sealed/')),
      );
      expect(evaluationsSealed.flatMap(actionsOf).sort()).toEqual(['s3:GetObject', 's3:GetObjectVersion']);
      // The export job reads the opened bids' files into the zip; the exports group, which serves the
      // buyer's routes, does not.
      expect(
        sealedReadsOf(synth.workflows.taskFunctions.get('exports-submissions-export-job')!),
      ).toHaveLength(1);
      expect(sealedReadsOf(synth.api.groupFunctions.get('exports')!)).toEqual([]);
      // The read-back job reads them and writes nothing under sealed/ (decision 059).
      const verifyJob = synth.workflows.taskFunctions.get('submissions-verify-file-job')!;
      expect(sealedReadsOf(verifyJob)).toHaveLength(1);
      expect(
        statementsOf(verifyJob)
          .filter((s) => resourcesOfStatement(s).some((r) => r !== '*' && reachesSealed(r)))
          .flatMap(actionsOf)
          .filter((action) => !/^s3:Get/i.test(action)),
      ).toEqual([]);
      // The portal, which signs the buyer's published documents, lost its sealed/ grant with the split.
      expect(sealedReadsOf(synth.api.groupFunctions.get('portal')!)).toEqual([]);
      // And it sees through wildcards: a bucket-wide or `*` grant would be caught.
      expect(reachesSealed('*')).toBe(true);
      expect(reads('s3:*')).toBe(true);
      expect(reads('s3:Get*')).toBe(true);
      expect(reads('s3:PutObject')).toBe(false);
    });

    it('denies reading sealed/ to every other Lambda with a right on the documents bucket', () => {
      let denied = 0;
      for (const fn of everyLambda()) {
        const onBucket = statementsOf(fn).some((s) =>
          resourcesOfStatement(s).some((r) => JSON.stringify(r).includes(documentsBucketId())),
        );
        const denials = everyStatementOf(fn).filter(
          (s) => s.Effect === 'Deny' && resourcesOfStatement(s).some(reachesSealed),
        );
        if (SEALED_READERS.includes(fn.bundle) || !onBucket) {
          expect(denials, fn.bundle).toEqual([]);
          continue;
        }
        expect(denials.map(actionsOf), fn.bundle).toEqual([['s3:GetObject*']]);
        denied += 1;
      }
      // The buyer's groups that sign downloads, the supplier directory, the public pages, the health check,
      // the projects group, the portal (plan takers' downloads) and the cleanup job.
      for (const bundle of [
        'documents',
        'users',
        'suppliers',
        'public-opportunities',
        'system',
        'projects',
        'portal',
      ])
        expect(
          everyStatementOf(synth.api.groupFunctions.get(bundle)!).some((s) => s.Effect === 'Deny'),
          bundle,
        ).toBe(true);
      expect(denied).toBeGreaterThanOrEqual(8);
    });

    it('refuses sealed/ anywhere but a sealedBids grant, and a sealedBids grant anywhere else', () => {
      expect(() =>
        checkSealedPrefixes('suppliers', { documents: { prefixes: ['vendors/', 'sealed/'], read: true } }),
      ).toThrow(/only through sealedBids/);
      expect(() =>
        checkSealedPrefixes('suppliers', { exports: { prefixes: ['sealed/x/'], read: true } }),
      ).toThrow(/only through sealedBids/);
      expect(() =>
        checkSealedPrefixes('portal', { sealedBids: { prefixes: ['projects/'], read: true } }),
      ).toThrow(/under sealed\/ only/);
      for (const fn of everyLambda())
        expect(() => checkSealedPrefixes(fn.bundle, accessOf(fn.bundle))).not.toThrow();
    });

    it('lets the cleanup job list and delete sealed/ objects, never read or write them', () => {
      const cleanup = synth.workflows.taskFunctions.get('projects-cleanup-job')!;
      const sealed = statementsOf(cleanup).filter((s) =>
        resourcesOfStatement(s).some((r) => JSON.stringify(r).includes('/sealed/')),
      );
      expect(sealed.flatMap(actionsOf)).toEqual(['s3:DeleteObject']);
      const list = statementsOf(cleanup).filter((s) => actionsOf(s).includes('s3:ListBucket'));
      expect(list.map((s) => s.Condition)).toEqual(
        expect.arrayContaining([{ StringLike: { 's3:prefix': ['sealed/*'] } }]),
      );
    });
  });

  it('gives every Lambda an access declaration, and no Lambda s3:* or dynamodb:* or Scan', () => {
    expect(everyLambda().length).toBeGreaterThanOrEqual(6);
    for (const fn of everyLambda()) {
      accessOf(fn.bundle);
      const actions = actionsFor(fn);
      expect(
        actions.filter((a) => a.endsWith(':*') || a === 'dynamodb:Scan'),
        fn.bundle,
      ).toEqual([]);
    }
    const realtime = actionsFor(synth.realtime.realtimeFunction);
    expect(realtime).toContain('execute-api:ManageConnections');
    expect(realtime.filter((a) => a.startsWith('s3:') || a.startsWith('ses:'))).toEqual([]);
    const task = actionsFor(synth.workflows.taskFunctions.get('system-task')!);
    expect(
      task.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:') && !a.startsWith('xray:')),
    ).toEqual([]);
  });
});
