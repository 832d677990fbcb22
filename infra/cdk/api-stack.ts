/**
 * The HTTP API's routes and their Lambdas: one Lambda per resource group, one route per entry of the route
 * table (method and path exactly as declared), and a catch-all so unknown /api paths get the product's own
 * 404 answer. The endpoint and stage belong to the web stack (the front door).
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.js';
import { routes as routeTable } from '../../functions/routes.js';
import type { RouteDef } from '../../functions/routes/types.js';
import { grantDeclaredAccess } from './access-grants.js';
import { ProductFunction, productEnvironment, type ProductEnvironment } from './product-function.js';

export const CATCH_ALL_ROUTE_KEY = 'ANY /api/{proxy+}';
/** The group whose Lambda answers unknown API paths */
export const CATCH_ALL_GROUP = 'system';

export interface ApiStackProps extends StackProps {
  httpApi: apigwv2.IHttpApi;
  functionsDir: string;
  environment: ProductEnvironment;
  /** The Lambdas' log retention (tenderbox:logRetentionDays) */
  logRetention: RetentionDays;
  webSocketStage: WebSocketStage;
  /** Workflow name → state machine */
  stateMachines: ReadonlyMap<string, IStateMachine>;
  /** Defaults to functions/routes.ts */
  routes?: readonly RouteDef[];
}

export class ApiStack extends Stack {
  /** Keyed by resource group */
  readonly groupFunctions = new Map<string, ProductFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const routes = props.routes ?? routeTable;
    const integrations = new Map<string, HttpLambdaIntegration>();

    for (const group of new Set(routes.map((r) => r.group))) {
      const fn = new ProductFunction(this, group, {
        bundle: group,
        functionsDir: props.functionsDir,
        description: `Tenderbox API: ${group}`,
        environment: productEnvironment(props.environment),
        logRetention: props.logRetention,
      });
      // Only what the group declares beside its routes (functions/routes/access.ts).
      grantDeclaredAccess(fn, {
        table: props.environment.table,
        documentsBucket: props.environment.documentsBucket,
        exportsBucket: props.environment.exportsBucket,
        mailFrom: props.environment.mailFrom,
        stateMachines: props.stateMachines,
        webSocketStage: props.webSocketStage,
      });
      this.groupFunctions.set(group, fn);
      // One integration and one API-scoped invoke permission per Lambda, not one per route: a group has
      // dozens of routes and a Lambda's resource policy is limited to 20 KB.
      integrations.set(
        group,
        new HttpLambdaIntegration(`${group}-integration`, fn.function, { scopePermissionToRoute: false }),
      );
    }

    const httpRoutes: apigwv2.HttpRoute[] = [];
    for (const route of routes) {
      const httpRoute = new apigwv2.HttpRoute(this, `route-${route.operationId}`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: integrations.get(route.group)!,
      });
      httpRoutes.push(httpRoute);
    }

    const catchAll = integrations.get(CATCH_ALL_GROUP);
    if (!catchAll) throw new Error(`The catch-all route needs the "${CATCH_ALL_GROUP}" group to own a route`);
    const catchAllRoute = new apigwv2.HttpRoute(this, 'route-catch-all', {
      httpApi: props.httpApi,
      routeKey: apigwv2.HttpRouteKey.with('/api/{proxy+}', apigwv2.HttpMethod.ANY),
      integration: catchAll,
    });

    acknowledge(
      [...httpRoutes, catchAllRoute],
      [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'Authorisation is done in each Lambda by the product’s own session (httpOnly session cookie, route ' +
            'permissions of the route table); public routes (login, health, public opportunities) are public by design.',
        },
      ],
    );
  }
}
