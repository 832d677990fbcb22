/**
 * The realtime channel (docs/product/suppliers-and-accounts.md#the-realtime-channel): a WebSocket API whose
 * $connect, $disconnect and $default routes all go to the `realtime` Lambda. Other Lambdas push through its
 * management endpoint (WS_MANAGEMENT_ENDPOINT).
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.js';
import { grantDeclaredAccess } from './access-grants.js';
import { ProductFunction, productEnvironment, type ProductEnvironment } from './product-function.js';

export interface RealtimeStackProps extends StackProps {
  functionsDir: string;
  environment: ProductEnvironment;
  /** The access and execution logs' and the Lambda's retention (tenderbox:logRetentionDays) */
  logRetention: logs.RetentionDays;
  /** Create the account-level role API Gateway needs to write WebSocket logs (one per account and region) */
  apiGatewayAccountRole: boolean;
}

const WS_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  connectionId: '$context.connectionId',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  status: '$context.status',
  error: '$context.error.message',
  integrationError: '$context.integrationErrorMessage',
});

export class RealtimeStack extends Stack {
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  readonly realtimeFunction: ProductFunction;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);

    this.webSocketApi = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      description: 'Tenderbox realtime channel',
    });
    const accessLogs = new logs.LogGroup(this, 'WebSocketAccessLogs', { retention: props.logRetention });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: 'live',
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigateway.AccessLogFormat.custom(WS_ACCESS_LOG_FORMAT),
      },
    });
    // Execution logs (errors only): connection failures are otherwise invisible.
    const cfnStage = this.stage.node.defaultChild as apigwv2.CfnStage;
    cfnStage.defaultRouteSettings = { loggingLevel: 'ERROR', dataTraceEnabled: false };
    // API Gateway makes their group itself, kept forever: CDK's LogRetention creates it with the retention,
    // or sets the retention of the one API Gateway already made (decision 076).
    const executionLogs = new logs.LogRetention(this, 'WebSocketExecutionLogsRetention', {
      logGroupName: `API-Gateway-Execution-Logs_${this.webSocketApi.apiId}/${this.stage.stageName}`,
      retention: props.logRetention,
    });
    this.suppressLogRetentionFindings(executionLogs);

    if (props.apiGatewayAccountRole) {
      // WebSocket (unlike HTTP API) logging needs the account's API Gateway CloudWatch role.
      const role = new iam.Role(this, 'ApiGatewayCloudWatchRole', {
        assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        managedPolicies: [
          iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
        ],
      });
      const account = new apigateway.CfnAccount(this, 'ApiGatewayAccount', {
        cloudWatchRoleArn: role.roleArn,
      });
      cfnStage.addResourceDependency(account);
      acknowledge(role, [
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
          reason:
            'AmazonAPIGatewayPushToCloudWatchLogs is the AWS-maintained policy for the account-level API Gateway ' +
            'logging role; API Gateway names the log groups it writes, so no narrower policy is possible.',
        },
      ]);
    }

    this.realtimeFunction = new ProductFunction(this, 'Realtime', {
      bundle: 'realtime',
      functionsDir: props.functionsDir,
      description: 'Tenderbox realtime channel: $connect, $disconnect, $default',
      environment: productEnvironment({ ...props.environment, wsManagementEndpoint: this.stage.callbackUrl }),
      logRetention: props.logRetention,
    });
    grantDeclaredAccess(this.realtimeFunction, {
      table: props.environment.table,
      webSocketStage: this.stage,
    });

    const integration = (name: string) =>
      new WebSocketLambdaIntegration(name, this.realtimeFunction.function);
    this.webSocketApi.addRoute('$connect', { integration: integration('ConnectIntegration') });
    this.webSocketApi.addRoute('$disconnect', { integration: integration('DisconnectIntegration') });
    this.webSocketApi.addRoute('$default', { integration: integration('MessageIntegration') });

    acknowledge(this.webSocketApi, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorisation is the product’s own session: the realtime Lambda checks the session on $connect and ' +
          'binds the connection to it; API Gateway authorisers cannot read the product session.',
      },
    ]);
  }

  /** The LogRetention custom resource's singleton Lambda is CDK's own code; its findings are not ours to fix. */
  private suppressLogRetentionFindings(retention: logs.LogRetention): void {
    const handler = this.node.children.find((c) => c.node.id.startsWith('LogRetention') && c !== retention);
    if (!handler) return;
    acknowledge(handler, [
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "CDK's LogRetention handler uses AWSLambdaBasicExecutionRole for its own logs.",
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          "CDK's LogRetention handler sets the retention of a log group API Gateway names at run time " +
          '(logs:PutRetentionPolicy, DeleteRetentionPolicy on *).',
      },
    ]);
  }
}
