import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SfnApiError, type SfnEngine } from './sfn-engine.js';
import { closeServer, listenLocal } from './servers.js';

type Operation = (engine: SfnEngine, body: Record<string, unknown>) => Promise<unknown> | unknown;

/** The operations @aws-sdk/client-sfn needs from us (AWS JSON 1.0, X-Amz-Target: AWSStepFunctions.<Op>). */
const OPERATIONS: Record<string, Operation> = {
  StartExecution: (e, b) => e.startExecution(b as Parameters<SfnEngine['startExecution']>[0]),
  DescribeExecution: (e, b) => e.describeExecution(String(b.executionArn ?? '')),
  StopExecution: (e, b) => e.stopExecution(b as Parameters<SfnEngine['stopExecution']>[0]),
  ListExecutions: (e, b) => e.listExecutions(b as Parameters<SfnEngine['listExecutions']>[0]),
  SendTaskSuccess: (e, b) => e.sendTaskSuccess(b as Parameters<SfnEngine['sendTaskSuccess']>[0]),
  SendTaskFailure: (e, b) => e.sendTaskFailure(b as Parameters<SfnEngine['sendTaskFailure']>[0]),
  SendTaskHeartbeat: (e, b) => e.sendTaskHeartbeat(b as Parameters<SfnEngine['sendTaskHeartbeat']>[0]),
  ListStateMachines: (e) => e.listStateMachines(),
  DescribeStateMachine: (e, b) => e.describeStateMachine(String(b.stateMachineArn ?? '')),
};

export interface SfnServer {
  port: number;
  stop(): Promise<void>;
}

export async function startSfnServer(options: {
  port: number;
  engine: SfnEngine;
  log?: (message: string) => void;
}): Promise<SfnServer> {
  const log = options.log ?? ((message: string) => console.error(message));
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, body: unknown, errorType?: string) => {
        const text = JSON.stringify(body);
        const headers: Record<string, string | number> = {
          'content-type': 'application/x-amz-json-1.0',
          'content-length': Buffer.byteLength(text),
          'x-amzn-requestid': randomUUID(),
        };
        if (errorType) headers['x-amzn-errortype'] = errorType;
        response.writeHead(status, headers).end(text);
      };
      const target = String(request.headers['x-amz-target'] ?? '');
      const [prefix, operationName] = target.split('.');
      const operation =
        prefix === 'AWSStepFunctions' && operationName ? OPERATIONS[operationName] : undefined;
      if (request.method !== 'POST' || !operation) {
        reply(
          400,
          { __type: 'UnknownOperationException', message: `Unknown operation ${target}` },
          'UnknownOperationException',
        );
        return;
      }
      let body: Record<string, unknown>;
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        reply(
          400,
          { __type: 'SerializationException', message: 'The body is not JSON' },
          'SerializationException',
        );
        return;
      }
      Promise.resolve()
        .then(() => operation(options.engine, body))
        .then(
          (result) => reply(200, result ?? {}),
          (error: unknown) => {
            if (error instanceof SfnApiError) {
              reply(400, { __type: error.type, message: error.message }, error.type);
              return;
            }
            log(`[sfn] ${operationName} failed: ${(error as Error)?.stack ?? String(error)}`);
            reply(
              500,
              { __type: 'InternalFailure', message: String((error as Error)?.message ?? error) },
              'InternalFailure',
            );
          },
        );
    });
  });
  const port = await listenLocal(server, options.port);
  return {
    port,
    stop: () => closeServer(server),
  };
}
