// One cold start: a fresh Node process imports a bundle and makes its first call, timed from inside.
// Plain JavaScript run by plain `node`, so no loader (tsx) sits between the clock and the bundle.
// argv: <bundle path> <event JSON file>. Prints one JSON line.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [bundle, eventFile] = process.argv.slice(2);
const event = JSON.parse(readFileSync(eventFile, 'utf8'));
const context = {
  functionName: 'bench',
  awsRequestId: 'bench-cold-init',
  getRemainingTimeInMillis: () => 30_000,
  callbackWaitsForEmptyEventLoop: true,
};

const start = process.hrtime.bigint();
const mod = await import(pathToFileURL(bundle).href);
const imported = process.hrtime.bigint();
let outcome = 'ok';
try {
  const result = await mod.handler(event, context);
  if (Array.isArray(result)) outcome = result.join(' ');
  else if (result && typeof result === 'object' && 'statusCode' in result)
    outcome = `HTTP ${result.statusCode}`;
  else outcome = 'ok';
} catch (error) {
  // An error answer after a round trip still measures the first call; the report shows the outcome.
  outcome = `threw ${(error && error.name) || 'Error'}`;
}
const called = process.hrtime.bigint();

const ms = (from, to) => Number(to - from) / 1e6;
process.stdout.write(
  `${JSON.stringify({ importMs: ms(start, imported), callMs: ms(imported, called), totalMs: ms(start, called), outcome })}\n`,
);
// Keep-alive sockets would hold the process open; the measurement is done.
process.exit(0);
