/**
 * The front door: everything the browser reaches by a public hostname on the app's origin — CloudFront, the
 * SPA bucket and the HTTP API endpoint with its stage (access logs, throttling). It comes first so that its
 * origin (the CloudFront domain) can be handed to every Lambda (APP_ORIGINS) and to the buckets' CORS
 * without a cycle; the API stack then attaches the routes and their Lambdas to this endpoint.
 * See docs/decisions/003-cdk-stacks.md.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import {
  awsSources,
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
} from '../security-headers.js';
import { acknowledge, allowWildcards, type Acknowledgement } from './nag.js';

export interface WebStackProps extends StackProps {
  /** The built SPA (web/dist); uploaded only when it exists */
  webDistDir: string;
  domainName?: string;
  certificateArn?: string;
  /** The API's access log's retention, and the SPA deployment handler's (tenderbox:logRetentionDays) */
  logRetention: logs.RetentionDays;
}

/** HTTP API access log line: enough to follow one request from CloudFront to the Lambda. */
const API_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  userAgent: '$context.identity.userAgent',
});

/**
 * SPA fallback for the default (S3) behaviour only: a path without a file extension is a client route, so
 * serve /index.html. Distribution-wide error responses would also rewrite the API's own 403/404 answers.
 */
const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export class WebStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly distribution: cloudfront.Distribution;
  readonly spaBucket: s3.Bucket;
  /** Origins the app is served from: the CloudFront domain and the custom domain if any */
  readonly appOrigins: string[];

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // The SPA bucket's server access logs. It keeps object ACLs enabled, as CloudFront's standard logs needed
    // when they were delivered here (now off, decision 065).
    const logsBucket = new s3.Bucket(this, 'Logs', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-web-logs', expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(logsBucket, [
      { id: 'AwsSolutions-S1', reason: 'This is the logs bucket itself; logging it into itself would loop.' },
    ]);

    this.spaBucket = new s3.Bucket(this, 'Spa', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'spa/',
      // The SPA is rebuilt from source on every deploy; nothing here is worth retaining.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // The HTTP API endpoint; its routes and Lambdas live in the API stack.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Tenderbox HTTP API, reached through CloudFront /api/*',
      createDefaultStage: false,
    });
    const apiAccessLogs = new logs.LogGroup(this, 'HttpApiAccessLogs', { retention: props.logRetention });
    new apigwv2.HttpStage(this, 'HttpApiStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 500, burstLimit: 1000 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(apiAccessLogs),
        format: apigateway.AccessLogFormat.custom(API_ACCESS_LOG_FORMAT),
      },
    });

    // The same declaration the local server sends (infra/security-headers.ts).
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Tenderbox security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption[FRAME_OPTIONS], override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(awsSources(this.region)),
          override: true,
        },
      },
    });

    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    const apiOrigin = new origins.HttpOrigin(
      `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      },
    );

    const certificate = props.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    // Honours the origin's Cache-Control (no TTL of its own: an answer without one is not kept), at most
    // the minute the public routes advertise; keyed on what they vary by: the path, the query (search) and
    // Accept-Language (errors and validation messages are in the visitor's language). No cookie: public
    // routes read no session.
    const publicApiCache = new cloudfront.CachePolicy(this, 'PublicApiCache', {
      comment: 'Tenderbox public API: as the origin says, at most 60 s',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(60),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Accept-Language'),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Tenderbox web app and API',
      defaultRootObject: 'index.html',
      domainNames: props.domainName ? [props.domainName] : undefined,
      certificate,
      // Settable only with a custom certificate; the default *.cloudfront.net one is fixed by AWS.
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      // No standard logs: they record every query string, and the approver's page carries its link's token in
      // one (?uat=, docs/product/evaluation-and-award.md#links), which must never be logged (decision 065).
      // The API's access log (path only) and the SPA bucket's server access logs (CloudFront forwards it no
      // query) still record the traffic.
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.spaBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [
          { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        // The public API (no session) is cached as its answers say (decision 071): GETs of public data
        // carry max-age=60, a download URL, a receipt's verdict and every error no-store, and CloudFront
        // never caches a POST (a question, a registration, a login, a reset). Everything else under /api/
        // is per user and stays uncached below. The more specific pattern is matched first.
        '/api/v1/public/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
          cachePolicy: publicApiCache,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
        '/api/*': {
          origin: apiOrigin,
          // HTTPS only: a redirect would turn a POST into a GET and drop its body.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Cookies, query and every header but Host (API Gateway routes by its own Host).
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
    });

    this.appOrigins = [
      `https://${this.distribution.distributionDomainName}`,
      ...(props.domainName ? [`https://${props.domainName}`] : []),
    ];

    if (existsSync(join(props.webDistDir, 'index.html'))) {
      new s3deploy.BucketDeployment(this, 'DeploySpa', {
        sources: [s3deploy.Source.asset(props.webDistDir)],
        destinationBucket: this.spaBucket,
        distribution: this.distribution,
        distributionPaths: ['/index.html'],
        memoryLimit: 512,
        // CDK's handler logs here rather than into a group CDK makes with its own two-year retention.
        logGroup: new logs.LogGroup(this, 'DeploySpaLogs', { retention: props.logRetention }),
      });
      this.suppressBucketDeploymentFindings();
    }

    const distributionSuppressions: Acknowledgement[] = [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Public-sector tenders are open to suppliers from any country (trade agreements): no geo restriction.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'WAF is an installation choice (cost, managed rule sets); the API throttles per stage.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          "Standard logs record query strings, and the award approver's link carries its token in one (decision " +
          "065); the HTTP API's access log (paths only) and the SPA bucket's server access logs record the traffic.",
      },
    ];
    if (!certificate) {
      distributionSuppressions.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose policy cannot ' +
          'be set; with tenderbox:domainName the distribution uses TLSv1.2_2021.',
      });
    }
    acknowledge(this.distribution, distributionSuppressions);
  }

  /** The BucketDeployment's singleton Lambda is CDK's own code; its findings are not ours to fix. */
  private suppressBucketDeploymentFindings(): void {
    const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) return;
    acknowledge(handler, [
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "CDK's BucketDeployment handler uses AWSLambdaBasicExecutionRole for its own logs.",
      },
      {
        id: 'AwsSolutions-L1',
        reason: "The runtime of CDK's BucketDeployment handler is set by aws-cdk-lib.",
      },
    ]);
    const copies = 'BucketDeployment copies the SPA from the CDK asset bucket into the SPA bucket';
    acknowledge(
      handler,
      ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${copies}; CDK grants its read/write action groups (${action}).`,
      })),
    );
    acknowledge(handler, [
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'CloudFront CreateInvalidation, used after the copy, has no resource-level permissions.',
      },
    ]);
    allowWildcards(handler, [
      {
        resource: this.spaBucket.arnForObjects('*'),
        reason: `${copies}: it writes every object of the SPA.`,
      },
      {
        resource: `arn:${this.partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${this.account}-${this.region}/*`,
        reason: `${copies}: it reads the asset zip CDK uploaded to its bootstrap bucket.`,
      },
    ]);
  }
}
