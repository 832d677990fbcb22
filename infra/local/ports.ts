import { createServer } from 'node:net';

export interface PortPlan {
  http: number;
  dynamodb: number;
  s3: number;
  ses: number;
  sfn: number;
  ws: number;
}

export type ServiceName = Exclude<keyof PortPlan, 'http'>;

const OFFSETS: Record<ServiceName, number> = { dynamodb: 1, s3: 2, ses: 3, sfn: 4, ws: 5 };
const ENV_NAMES: Record<ServiceName, string> = {
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  ses: 'SES_PORT',
  sfn: 'SFN_PORT',
  ws: 'WS_PORT',
};

/**
 * The services' ports: each derives from the HTTP port (+1 DynamoDB … +5 WebSocket) unless its
 * environment variable names one; with HTTP port 0 every service not named gets 0 (= pick a free one).
 */
export function planPorts(httpPort: number, environment: NodeJS.ProcessEnv = process.env): PortPlan {
  const plan: PortPlan = { http: httpPort, dynamodb: 0, s3: 0, ses: 0, sfn: 0, ws: 0 };
  for (const service of Object.keys(OFFSETS) as ServiceName[]) {
    const raw = environment[ENV_NAMES[service]];
    if (raw !== undefined && raw !== '') {
      plan[service] = parsePort(raw, ENV_NAMES[service]);
    } else {
      plan[service] = httpPort === 0 ? 0 : httpPort + OFFSETS[service];
    }
  }
  return plan;
}

export function parsePort(raw: string, name: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

/** Asks the OS for a free port on 127.0.0.1 (for the java child, which cannot report the port it chose). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Fails early with a clear message: some emulators never report a failed listen. */
export async function assertPortFree(port: number, service: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${service}) is already in use: stop the other process or choose other ports (PORT, ${service.toUpperCase()}_PORT).`
            : `Cannot listen on port ${port} (${service}): ${error.message}`,
        ),
      );
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
