import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { createTableInput, TTL_ATTRIBUTE } from '../../functions/core/db/table-definition.js';
import { routes } from '../../functions/routes.js';
import { schedules as scheduleDefinitions } from '../schedules.js';
import { workflows as workflowIndex } from '../workflows/index.js';
import { ensureTable, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.js';
import { localClock } from './clock.js';
import { startHttpServer } from './http-server.js';
import { invokeHandler } from './lambda.js';
import { buildLocalEnv, localOrigins, needsAllInterfaces, SFN_TABLE_NAME, TABLE_NAME } from './local-env.js';
import { functionModulePath, importUrl, repoPath } from './paths.js';
import { assertPortFree, findFreePort, planPorts, type PortPlan } from './ports.js';
import { startS3Local } from './s3-local.js';
import { parseRate, startSchedules, type LocalSchedule } from './schedules.js';
import { startSesLocal } from './ses-local.js';
import { compileWorkflow, workflowsFromIndex, type LocalWorkflow } from './sfn-definition.js';
import { SfnEngine } from './sfn-engine.js';
import { startSfnServer } from './sfn-server.js';
import { DynamoExecutionStore, sfnTableInput } from './sfn-store.js';
import { reapOrphan, readRunningStack, removeStackFile, writeStackFile } from './stack-file.js';
import { startWebSocketEmulator } from './ws-server.js';
import { localSources, securityHeaders } from '../security-headers.js';

export interface LocalStackOptions {
  /** Where all state lives (.data/ for npm start; a temp dir in tests) */
  dataDir: string;
  /** HTTP port; 0 = pick free. Default: Number(process.env.PORT ?? 3000) */
  port?: number;
  /** DynamoDB Local -inMemory (tests); default false */
  inMemory?: boolean;
  /**
   * An extra address browsers use to reach the app (a LAN address, a tunnel): its origin is accepted by the
   * CSRF check, and the server then listens on every interface. Default: process.env.PUBLIC_URL
   */
  publicUrl?: string;
  /** Run the demo seed on first start (when the table was just created); default true */
  seed?: boolean;
  /** Built SPA to serve at /; default 'web/dist'; null = none */
  webDir?: string | null;
  /** No banner / less logging */
  quiet?: boolean;
  /**
   * 'test' for the stacks of `npm test`: handlers see STAGE=test, and passwords hash at the test cost
   * (functions/core/accounts/passwords.ts), and a test may move the clock at /_local/clock (decision 074; `npm start`
   * offers it too when TENDERBOX_MOVABLE_CLOCK=1). Default 'local'.
   */
  stage?: 'local' | 'test';
  /** State machines beyond infra/workflows (test fixtures) */
  extraWorkflows?: readonly LocalWorkflow[];
}

export interface LocalStack {
  /** http://localhost:<port> */
  url: string;
  /** Every origin the app answers on (APP_ORIGINS) */
  origins: string[];
  ports: { http: number; dynamodb: number; s3: number; ses: number; sfn: number; ws: number };
  /** The environment given to handlers (also assigned into process.env) */
  env: Record<string, string>;
  /** Stops everything, kills the java child, frees ports */
  stop(): Promise<void>;
}

export interface SeedFile {
  accounts: { email: string; role: string; domain?: string }[];
  password: string;
  seededAt: string;
}

/** What the demo seed printed on first start: later starts print it again (infra/local/start.ts). */
export function seedFilePath(dataDir: string): string {
  return join(dataDir, 'seed.json');
}

function appVersion(): string {
  try {
    return String(
      (JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0',
    );
  } catch {
    return '0.0.0';
  }
}

function localSchedules(log: (message: string) => void): LocalSchedule[] {
  const list: LocalSchedule[] = [];
  for (const schedule of scheduleDefinitions) {
    const rateMinutes = parseRate(schedule.rate);
    if (rateMinutes === null) {
      log(
        `[schedule] ${schedule.name}: "${schedule.rate}" is not run locally (only rate(...) expressions are)`,
      );
      continue;
    }
    list.push({ name: schedule.name, rateMinutes, group: schedule.group, module: schedule.module });
  }
  return list;
}

async function runSeed(dataDir: string, log: (message: string) => void): Promise<void> {
  const seedModule = repoPath('infra', 'local', 'seed.ts');
  if (!existsSync(seedModule)) {
    log('[seed] infra/local/seed.ts is missing: starting without demo data');
    return;
  }
  const { seedDemoData } = (await import(importUrl(seedModule))) as {
    seedDemoData: () => Promise<{ accounts: SeedFile['accounts']; password: string }>;
  };
  const result = await seedDemoData();
  const file: SeedFile = {
    accounts: result.accounts,
    password: result.password,
    seededAt: new Date().toISOString(),
  };
  writeFileSync(seedFilePath(dataDir), `${JSON.stringify(file, null, 2)}\n`);
}

/** The API reference, generated from the route table (functions/openapi.ts) on each request. */
async function openApiDocument(): Promise<unknown> {
  const module = (await import(importUrl(repoPath('functions', 'openapi.ts')))) as {
    buildOpenApiDocument: (version: string) => unknown;
  };
  return module.buildOpenApiDocument(appVersion());
}

/** Data directories with a stack of this process: a second stack on one would corrupt it. */
const activeDirs = new Set<string>();

/**
 * The whole product on this machine (ARCHITECTURE.md#the-local-runtime): DynamoDB Local, s3rver,
 * aws-ses-v2-local, the Step Functions and WebSocket emulators and the HTTP server that runs the handlers
 * through the route table.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir);
  const quiet = options.quiet ?? false;
  const info = (message: string) => {
    if (!quiet) console.log(message);
  };
  const warn = (message: string) => console.error(message);
  const httpPort = options.port ?? Number(process.env.PORT ?? 3000);
  const publicUrl = options.publicUrl ?? process.env.PUBLIC_URL;
  // Checked before anything starts: a malformed PUBLIC_URL stops here with its own message.
  localOrigins(0, publicUrl);
  const webDir =
    options.webDir === null
      ? null
      : options.webDir === undefined
        ? repoPath('web', 'dist')
        : isAbsolute(options.webDir)
          ? options.webDir
          : resolve(options.webDir);

  // The stack's own SDK clients would print the SDK's Node 22 reminder before the env below is set.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  mkdirSync(dataDir, { recursive: true });
  const running = readRunningStack(dataDir);
  if (activeDirs.has(dataDir) || (running && running.pid !== process.pid)) {
    throw new Error(
      `A local stack is already running on ${dataDir}${running ? ` (pid ${running.pid}, ${running.url})` : ''}`,
    );
  }

  await reapOrphan(dataDir);

  // Invalid ASL fails here, before anything is started.
  const localWorkflows = [...workflowsFromIndex(workflowIndex), ...(options.extraWorkflows ?? [])];
  const compiled = localWorkflows.map((workflow) =>
    compileWorkflow(workflow, undefined, { validate: options.stage !== 'test' }),
  );

  const plan: PortPlan = planPorts(httpPort);
  for (const [service, port] of Object.entries(plan)) await assertPortFree(port, service);

  activeDirs.add(dataDir);
  const cleanups: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        warn(`[stack] stopping: ${String(error)}`);
      }
    }
    activeDirs.delete(dataDir);
  };

  try {
    // Handlers are imported on first use; nothing runs one until the environment is in place.
    let openGate!: () => void;
    const gate = new Promise<void>((resolveGate) => {
      openGate = resolveGate;
    });

    // The lock, at once: reset refuses and a second stack stops here while this one is starting.
    const startedAt = new Date().toISOString();
    writeStackFile(dataDir, { pid: process.pid, url: '', ports: {}, env: {}, startedAt });
    cleanups.push(() => removeStackFile(dataDir));

    const dynamoPort = plan.dynamodb === 0 ? await findFreePort() : plan.dynamodb;
    let javaPid: number | undefined;
    const dynamoStarting = startDynamoDbLocal({
      port: dynamoPort,
      dbPath: join(dataDir, 'dynamodb'),
      inMemory: options.inMemory ?? false,
      onSpawn: (pid) => {
        javaPid = pid;
        writeStackFile(dataDir, { pid: process.pid, url: '', ports: {}, env: {}, startedAt, javaPid });
      },
    });
    // Registered at once: if anything below fails, the java child is still stopped.
    cleanups.push(async () => {
      const dynamo = await dynamoStarting.catch(() => null);
      await dynamo?.stop();
    });

    // CloudFront's headers, pointing at the local emulators once their ports are known.
    let headers = securityHeaders(localSources({ s3: plan.s3, ws: plan.ws }));
    const http = await startHttpServer({
      securityHeaders: () => headers,
      port: plan.http,
      routes,
      webDir,
      gate,
      ...(options.stage === 'test' || process.env.TENDERBOX_MOVABLE_CLOCK === '1'
        ? { clockControl: localClock() }
        : {}),
      log: warn,
      hosts: needsAllInterfaces(publicUrl) ? ['0.0.0.0', '::1'] : ['127.0.0.1', '::1'],
      ...(existsSync(repoPath('functions', 'openapi.ts')) ? { openApiDocument } : {}),
    });
    cleanups.push(() => http.stop());
    const url = `http://localhost:${http.port}`;
    const origins = localOrigins(http.port, publicUrl);

    const [s3, ses, ws] = await Promise.all([
      startS3Local({
        port: plan.s3,
        directory: join(dataDir, 's3'),
        origins: [...origins, 'http://localhost:5173'],
        verbose: process.env.LOG_LEVEL?.toLowerCase() === 'debug',
      }),
      startSesLocal({ port: plan.ses }),
      startWebSocketEmulator({ port: plan.ws, gate, log: warn }),
    ]);
    cleanups.push(
      () => s3.stop(),
      () => ses.stop(),
      () => ws.stop(),
    );

    const dynamo: DynamoDbLocal = await dynamoStarting;
    const engine = new SfnEngine({
      store: new DynamoExecutionStore(dynamo.client, SFN_TABLE_NAME),
      workflows: compiled,
      invoke: (fn, payload) => invokeHandler(fn.modulePath, fn.functionName, payload),
      log: warn,
    });
    const sfn = await startSfnServer({ port: plan.sfn, engine, log: warn });
    cleanups.push(
      () => sfn.stop(),
      () => engine.stop(),
    );

    headers = securityHeaders(localSources({ s3: s3.port, ws: ws.port }));
    const ports = {
      http: http.port,
      dynamodb: dynamo.port,
      s3: s3.port,
      ses: ses.port,
      sfn: sfn.port,
      ws: ws.port,
    };
    const env = buildLocalEnv({
      ports,
      origins,
      appVersion: appVersion(),
      workflows: localWorkflows.filter((w): w is LocalWorkflow & { envVar: string } => Boolean(w.envVar)),
      logLevel: process.env.LOG_LEVEL,
      stage: options.stage,
    });
    Object.assign(process.env, env);
    // A configuration parsed by an earlier stack in this process must not linger.
    const envModule = (await import(importUrl(repoPath('functions', 'core', 'env.ts')))) as {
      resetEnvForTests?: () => void;
    };
    envModule.resetEnvForTests?.();

    const created = await ensureTable(dynamo.client, createTableInput(TABLE_NAME), TTL_ATTRIBUTE);
    await ensureTable(dynamo.client, sfnTableInput(SFN_TABLE_NAME));
    if (created && (options.seed ?? true)) {
      info('[stack] first start: seeding the demo data');
      await runSeed(dataDir, warn);
    }
    openGate();

    const resumed = await engine.resumePending();
    if (resumed > 0) info(`[stack] resumed ${resumed} running workflow execution(s)`);

    const timers = startSchedules(
      localSchedules(warn),
      (schedule, event) =>
        invokeHandler(
          functionModulePath(schedule.group, schedule.module),
          `tenderbox-local-${schedule.group}-${schedule.module}`,
          event,
        ),
      warn,
    );
    cleanups.push(() => timers.stop());

    const stackFile = { pid: process.pid, url, ports, env, startedAt };
    writeStackFile(dataDir, javaPid ? { ...stackFile, javaPid } : stackFile);

    let stopping: Promise<void> | undefined;
    return {
      url,
      origins,
      ports,
      env,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
