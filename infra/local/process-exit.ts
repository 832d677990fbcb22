/**
 * Synchronous clean-up on the way out (children must not be orphaned): on normal exit, and on SIGINT /
 * SIGTERM / SIGHUP. When nobody else listens for the signal, the default behaviour (exit) is kept.
 */
type Cleanup = () => void;

const cleanups = new Set<Cleanup>();
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let installed = false;

function runAll(): void {
  for (const cleanup of [...cleanups]) {
    try {
      cleanup();
    } catch {
      // best effort: the process is going away
    }
  }
}

function onSignal(signal: NodeJS.Signals): void {
  runAll();
  // If we are the only listener, restore the default: terminate with the signal's conventional code.
  if (process.listenerCount(signal) <= 1) {
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  }
}

export function onProcessExit(cleanup: Cleanup): () => void {
  if (!installed) {
    installed = true;
    process.on('exit', runAll);
    for (const signal of SIGNALS) process.on(signal, onSignal);
  }
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}
