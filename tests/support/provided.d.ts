// What the integration global setup hands to every test file (inject('apiUrl'), inject('stackEnv'), inject('stackLogFile')).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://localhost:<port> of the local stack the integration tests run against */
    apiUrl: string;
    /** The same address, under the name both the integration and the e2e setups give it (tests/helpers/clock.ts) */
    stackUrl: string;
    /** The environment the stack's handlers run with: endpoints, table and bucket names */
    stackEnv: Record<string, string>;
    /** A file holding everything the stack's process wrote to stdout and stderr: its handlers' log lines */
    stackLogFile: string;
  }
}
