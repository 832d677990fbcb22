/**
 * A test stack in a process of its own (tests/support/stack-process.ts starts it): run by Node with tsx's
 * loader, not inside vitest, whose module runner transformed functions/ again for every stack and cost about
 * twice the CPU per start (decision 080). It answers the stack's address and environment over the IPC channel,
 * and stops when asked or when its parent goes away.
 *
 * With a log file, everything the stack writes (the handlers' log lines among it) is copied into that file
 * synchronously, before the answer leaves, so that a test reading the file after a call finds the call's lines.
 * Lines below WARN, and metrics, go to the file only, unless the developer asked for a level.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { startTestStack, type StackHarness } from './local-stack-harness.js';
import type { StackProcessRequest } from './stack-process.js';

/** A log line of functions/core/logger.ts below WARN, or a metric of functions/core/metrics.ts. */
const QUIET_LINE = /^\{"(?:level":"(?:DEBUG|INFO)"|_aws")/;

function teeOutput(file: string, showQuietLines: boolean): void {
  const fd = openSync(file, 'w');
  process.on('exit', () => closeSync(fd));
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      if (typeof chunk === 'string') writeSync(fd, chunk);
      else writeSync(fd, chunk);
      if (!showQuietLines && QUIET_LINE.test(String(chunk))) return true;
      return original(chunk, ...rest);
    }) as typeof stream.write;
  }
}

const request = JSON.parse(process.env.TENDERBOX_STACK_REQUEST ?? '{}') as StackProcessRequest;
if (request.logFile) teeOutput(request.logFile, request.showQuietLines ?? false);

const harness: Promise<StackHarness> = startTestStack(request.stack);
let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await (await harness).dispose();
  process.exit(0);
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());

const { stack } = await harness;
process.send?.({ url: stack.url, env: stack.env });
