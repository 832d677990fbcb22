import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './local-env.js';
import { importUrl } from './paths.js';

export type LambdaHandler = (event: unknown, context: Context) => unknown;

export class HandlerNotFoundError extends Error {
  constructor(readonly modulePath: string) {
    super(`No handler module at ${modulePath}`);
    this.name = 'HandlerNotFoundError';
  }
}

const modules = new Map<string, Promise<LambdaHandler>>();

/**
 * Loads a module's exported `handler` once, like a warm Lambda container; a failed load is forgotten so
 * the next request tries again (the file may be in the middle of being written).
 */
export function loadHandler(modulePath: string): Promise<LambdaHandler> {
  let loading = modules.get(modulePath);
  if (!loading) {
    loading = (async () => {
      if (!existsSync(modulePath)) throw new HandlerNotFoundError(modulePath);
      const mod = (await import(importUrl(modulePath))) as { handler?: unknown };
      if (typeof mod.handler !== 'function')
        throw new Error(`${modulePath} does not export a handler function`);
      return mod.handler as LambdaHandler;
    })();
    modules.set(modulePath, loading);
    loading.catch(() => modules.delete(modulePath));
  }
  return loading;
}

/** A minimal Lambda context: what handlers read. */
export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const requestId = randomUUID();
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported by the local runtime');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** Invokes a handler module with an event, as Lambda would (await the result, JSON in and out). */
export async function invokeHandler(
  modulePath: string,
  functionName: string,
  event: unknown,
  timeoutMs = 900_000,
): Promise<unknown> {
  const handler = await loadHandler(modulePath);
  return handler(event, lambdaContext(functionName, timeoutMs));
}
