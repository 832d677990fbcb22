/**
 * The Lambda bundles and their floors. A floor is a bundle that holds only the AWS SDK clients a Lambda
 * imports, each constructed and sending one command, built with the same esbuild options: the smallest
 * and fastest-starting thing that could do the Lambda's I/O. Our own code's cost is the distance to it.
 */
import { build, type Metafile } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { buildFunctions, LAMBDA_ESBUILD_OPTIONS, lambdaEntries } from '../../scripts/build-functions.js';
import type { BenchContext } from './types.js';

export interface BenchFunction {
  name: string;
  entry: string;
  outfile: string;
  /** AWS SDK packages the project's own code imports into this bundle, sorted: client-dynamodb, lib-dynamodb… */
  sdkPackages: string[];
  /** The SDK commands the bundle holds, as package/Name (client-s3/ListObjectsV2Command…), sorted */
  sdkCommands: string[];
}

export interface FloorBundle {
  key: string;
  sdkPackages: string[];
  /** The commands the floor holds besides its one call per client: those the Lambda sends */
  sdkCommands: string[];
  outfile: string;
  /** Packages the floor could only construct (no known cheap command); said in the report */
  constructOnly: string[];
}

/** Builds every Lambda with the project's own script, once per run, into bench/tmp/functions. */
export function benchFunctions(ctx: BenchContext): Promise<BenchFunction[]> {
  return ctx.once('functions', async () => {
    const outDir = join(ctx.tmpDir, 'functions');
    const entries = await lambdaEntries();
    ctx.log(`building ${entries.length} Lambda bundle(s) with scripts/build-functions.ts`);
    const built = await buildFunctions({ outDir });
    const result: BenchFunction[] = [];
    for (const fn of built) {
      const metafile = await metafileOf(ctx, fn.entry);
      result.push({
        name: fn.name,
        entry: fn.entry,
        outfile: fn.outfile,
        sdkPackages: [...directSdkImports(metafile)].sort(),
        sdkCommands: [...sdkCommandsIn(metafile)].sort(),
      });
    }
    return result.sort((a, b) => a.name.localeCompare(b.name));
  });
}

const SDK_PACKAGE = /node_modules\/@aws-sdk\/(client-[a-z0-9-]+|lib-dynamodb|s3-request-presigner)\//;

/** The bundle's esbuild metafile, from which the SDK packages and commands it uses are read. */
async function metafileOf(ctx: BenchContext, entry: string): Promise<Metafile> {
  const result = await build({
    ...LAMBDA_ESBUILD_OPTIONS,
    absWorkingDir: ctx.root,
    entryPoints: [join(ctx.root, entry)],
    outfile: join(ctx.tmpDir, 'metafile-probe', 'index.mjs'),
    write: false,
    metafile: true,
  });
  return result.metafile;
}

/**
 * The SDK packages our code imports, from esbuild's metafile: an import edge from a project file into
 * node_modules/@aws-sdk/<package>. Clients the SDK pulls in for itself (STS, SSO for the credential chain)
 * are not counted: the floor's clients pull those in the same way.
 */
export function directSdkImports(metafile: Metafile): Set<string> {
  const packages = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (file.includes('node_modules/')) continue;
    for (const imported of input.imports) {
      const match = SDK_PACKAGE.exec(imported.path);
      if (match) packages.add(match[1]!);
    }
  }
  return packages;
}

const SDK_COMMAND =
  /(?:^|\/)node_modules\/@aws-sdk\/(client-[a-z0-9-]+|lib-dynamodb)\/dist-es\/commands\/(\w+Command)\.js$/;

/**
 * The SDK commands a bundle holds (each command is its own module in the SDK's ESM build, kept only when
 * something uses it): package/Name. The floor holds the same commands, since sending them is I/O the Lambda
 * cannot do without, not our code. Clients the SDK uses for itself (credentials) are not counted.
 */
export function sdkCommandsIn(metafile: Metafile): Set<string> {
  const commands = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      const match = SDK_COMMAND.exec(file);
      if (match && input.bytesInOutput > 0) commands.add(`${match[1]!}/${match[2]!}`);
    }
  }
  return commands;
}

interface ClientRecipe {
  imports: string;
  /** Module-scope construction, like the product's singletons */
  construct: string;
  /** One cheap command against the configured (local) service: an expression returning a promise */
  call?: string;
}

/**
 * How the floor constructs and calls each package. The commands match what the product's cheapest calls
 * send (GetItem, HeadBucket, GetAccount, ListStateMachines, GetConnection) so that tree-shaking keeps the
 * same serialisers a real caller keeps.
 */
const RECIPES: Record<string, ClientRecipe> = {
  'client-dynamodb': {
    imports: "import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';",
    construct: 'const dynamodb = new DynamoDBClient({});',
    call: "dynamodb.send(new GetItemCommand({ TableName: env.TABLE_NAME, Key: { pk: { S: 'bench#floor' }, sk: { S: 'bench#floor' } } }))",
  },
  'lib-dynamodb': {
    imports: "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';",
    construct: 'const documentClient = DynamoDBDocumentClient.from(dynamodb);',
    call: "documentClient.send(new GetCommand({ TableName: env.TABLE_NAME, Key: { pk: 'bench#floor', sk: 'bench#floor' } }))",
  },
  'client-s3': {
    imports: "import { S3Client, HeadBucketCommand } from '@aws-sdk/client-s3';",
    construct: "const s3 = new S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' });",
    call: 's3.send(new HeadBucketCommand({ Bucket: env.DOCUMENTS_BUCKET }))',
  },
  's3-request-presigner': {
    imports:
      "import { getSignedUrl } from '@aws-sdk/s3-request-presigner';\nimport { GetObjectCommand } from '@aws-sdk/client-s3';",
    construct: '',
    call: "getSignedUrl(s3, new GetObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: 'bench-floor' }))",
  },
  'client-sesv2': {
    imports: "import { SESv2Client, GetAccountCommand } from '@aws-sdk/client-sesv2';",
    construct: 'const ses = new SESv2Client({});',
    call: 'ses.send(new GetAccountCommand({}))',
  },
  'client-sfn': {
    imports: "import { SFNClient, ListStateMachinesCommand } from '@aws-sdk/client-sfn';",
    construct: 'const sfn = new SFNClient({});',
    call: 'sfn.send(new ListStateMachinesCommand({ maxResults: 1 }))',
  },
  'client-apigatewaymanagementapi': {
    imports:
      "import { ApiGatewayManagementApiClient, GetConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';",
    construct:
      'const websocket = new ApiGatewayManagementApiClient({ endpoint: env.WS_MANAGEMENT_ENDPOINT });',
    call: "websocket.send(new GetConnectionCommand({ ConnectionId: 'bench-floor' }))",
  },
};

// A package used only with its base client still needs that client in the floor.
const REQUIRES: Record<string, string> = {
  'lib-dynamodb': 'client-dynamodb',
  's3-request-presigner': 'client-s3',
};
const ORDER = Object.keys(RECIPES);

/** The floor for one set of SDK packages: built once per distinct set per run. */
export function floorBundle(
  ctx: BenchContext,
  sdkPackages: readonly string[],
  sdkCommands: readonly string[] = [],
): Promise<FloorBundle> {
  const wanted = new Set(sdkPackages);
  for (const pkg of sdkPackages) if (REQUIRES[pkg]) wanted.add(REQUIRES[pkg]);
  const packages = [...wanted].sort((a, b) => rank(a) - rank(b));
  // Commands of a package the floor holds (the SDK's own credential clients are not the Lambda's I/O).
  const commands = sdkCommands.filter((c) => wanted.has(c.split('/')[0]!)).sort();
  const base = packages.length > 0 ? packages.join('+') : 'no-sdk';
  const key = commands.length > 0 ? `${base}@${hash(commands.join(','))}` : base;
  return ctx.once(`floor:${key}`, async () => {
    const dir = join(ctx.tmpDir, 'floors', key);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const { source, constructOnly } = await floorSource(packages, commands);
    const entry = join(dir, 'entry.mjs');
    await writeFile(entry, source);
    const outfile = join(dir, 'index.mjs');
    await build({ ...LAMBDA_ESBUILD_OPTIONS, absWorkingDir: ctx.root, entryPoints: [entry], outfile });
    await writeFile(join(dir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
    ctx.log(`built floor ${key} (${relative(ctx.root, outfile)})`);
    return { key, sdkPackages: packages, sdkCommands: commands, outfile, constructOnly };
  });
}

function rank(pkg: string): number {
  const index = ORDER.indexOf(pkg);
  return index === -1 ? ORDER.length : index;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/**
 * The floor's entry: module-scope clients and a `handler` that sends one command per client at once
 * (as the health check does) and settles each, since an error answer is still a full round trip. The
 * other commands the Lambda sends are imported and kept (not sent), so their code is loaded as the
 * Lambda's is.
 */
async function floorSource(
  packages: readonly string[],
  commands: readonly string[] = [],
): Promise<{ source: string; constructOnly: string[] }> {
  const imports: string[] = [];
  const constructs: string[] = [];
  const calls: string[] = [];
  const constructOnly: string[] = [];
  for (const [index, pkg] of packages.entries()) {
    const recipe = RECIPES[pkg] ?? (await genericRecipe(pkg, index));
    imports.push(recipe.imports);
    if (recipe.construct) constructs.push(recipe.construct);
    if (recipe.call) calls.push(`settle(${recipe.call})`);
    else constructOnly.push(pkg);
  }
  const kept = commands.map((command, index) => {
    const [pkg, name] = command.split('/') as [string, string];
    imports.push(`import { ${name} as KeptCommand${index} } from '@aws-sdk/${pkg}';`);
    return `KeptCommand${index}`;
  });
  if (kept.length > 0) constructs.push(`globalThis.__benchKeptCommands = [${kept.join(', ')}];`);
  const source = [
    ...imports,
    'const env = process.env;',
    ...constructs,
    // An error is named with its HTTP status, so the report can tell "refused" from "not answering".
    "const settle = (p) => p.then(() => 'ok', (e) => `${(e && e.name) || 'Error'}${e && e.$metadata && e.$metadata.httpStatusCode ? `(${e.$metadata.httpStatusCode})` : ''}`);",
    'export async function handler() {',
    `  return Promise.all([${calls.join(', ')}]);`,
    '}',
    '',
  ].join('\n');
  return { source, constructOnly };
}

/** A client the recipes do not know yet: constructed (so its code is kept) but not called. */
async function genericRecipe(pkg: string, index: number): Promise<ClientRecipe> {
  const mod = (await import(`@aws-sdk/${pkg}`)) as Record<string, unknown>;
  const name = Object.keys(mod).find((k) => /^[A-Z]\w*Client$/.test(k) && typeof mod[k] === 'function');
  if (!name)
    throw new Error(`no client class exported by @aws-sdk/${pkg}; add a recipe in bench/lib/functions.ts`);
  return {
    imports: `import { ${name} as FloorClient${index} } from '@aws-sdk/${pkg}';`,
    construct: `const floorClient${index} = new FloorClient${index}({}); globalThis.__benchKeep${index} = floorClient${index};`,
  };
}
