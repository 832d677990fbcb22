import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-env.js';
import { repoPath } from './paths.js';
import { onProcessExit } from './process-exit.js';
import { ensureDebianPackage } from './debian-package.js';

/**
 * DynamoDB Local ships inside this package (ARCHITECTURE.md#the-local-runtime); it is AWS's own emulator, so
 * transactions work.
 */
const EMULATOR_DIR = repoPath('node_modules', 'amplify-dynamodb-simulator', 'emulator');

export interface DynamoDbLocalOptions {
  port: number;
  /** Directory of the shared database file; ignored when inMemory */
  dbPath: string;
  inMemory: boolean;
  startTimeoutMs?: number;
  /** Told the java child's pid as soon as it exists (the stack records it for orphan clean-up) */
  onSpawn?: (pid: number) => void;
}

export interface DynamoDbLocal {
  endpoint: string;
  /** The java child's process id */
  pid: number | undefined;
  port: number;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

export function dynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 2,
  });
}

function assertJava(): void {
  ensureDebianPackage({
    command: 'java',
    versionArgs: ['-version'],
    packageName: 'openjdk-17-jre-headless',
    why: 'DynamoDB Local needs Java 17',
  });
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  if (!existsSync(join(EMULATOR_DIR, 'DynamoDBLocal.jar'))) {
    throw new Error(`DynamoDB Local not found in ${EMULATOR_DIR}: run npm install.`);
  }
  assertJava();
  // C1 only and the serial collector: starts about twice as fast on small machines, which every
  // `npm start` and test run pays; DYNAMODB_JAVA_OPTS replaces them (e.g. with "" for peak throughput).
  const javaOpts = (process.env.DYNAMODB_JAVA_OPTS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC')
    .split(/\s+/)
    .filter(Boolean);
  const args = [
    ...javaOpts,
    `-Djava.library.path=${join(EMULATOR_DIR, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(EMULATOR_DIR, 'DynamoDBLocal.jar'),
    '-port',
    String(options.port),
    '-disableTelemetry',
  ];
  if (options.inMemory) {
    args.push('-inMemory');
  } else {
    mkdirSync(options.dbPath, { recursive: true });
    args.push('-sharedDb', '-dbPath', options.dbPath);
  }
  const child = spawn('java', args, { cwd: EMULATOR_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) options.onSpawn?.(child.pid);
  // Whatever happens to this process, the java child must not outlive it.
  const unregister = onProcessExit(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = dynamoDbClient(endpoint);
  const stop = async () => {
    unregister();
    client.destroy();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => killNow(child), 3000);
      await exited;
      clearTimeout(timer);
    }
  };

  try {
    // A hang limit: the JVM took over 30 s to answer on a 2-core machine at a load of 11.
    await waitUntilAnswering(
      client,
      exited,
      options.startTimeoutMs ?? (Number(process.env.DYNAMODB_START_TIMEOUT_MS) || 120_000),
      () => output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, pid: child.pid, port: options.port, client, stop };
}

function killNow(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function waitUntilAnswering(
  client: DynamoDBClient,
  exited: Promise<number | null>,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`DynamoDB Local exited (code ${exitCode}) before answering:\n${output().trim()}`);
    }
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms:\n${output().trim()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Creates the table if it does not exist; answers whether it was created now. */
export async function ensureTable(
  client: DynamoDBClient,
  input: CreateTableCommandInput,
  ttlAttribute?: string,
): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: input.TableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(input));
  if (ttlAttribute) {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: input.TableName,
        TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      }),
    );
  }
  return true;
}
