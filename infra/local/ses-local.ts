import type { Server } from 'node:http';
import sesServer from 'aws-ses-v2-local';
import { interopDefault } from './interop.js';
import { closeServer } from './servers.js';

const LOCAL_SES_ACCOUNT = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Tenderbox local runtime',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
};

export interface SesLocal {
  port: number;
  /** Its page is the local mailbox; GET /store lists sent mail */
  url: string;
  stop(): Promise<void>;
}

/** aws-ses-v2-local keeps mail in memory: the mailbox starts empty on each start. */
export async function startSesLocal(options: { port: number }): Promise<SesLocal> {
  // GetAccount (the health probe) answers only when the emulator is given an account to report.
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify(LOCAL_SES_ACCOUNT);
  const start = interopDefault(sesServer) as unknown as (config: {
    host: string;
    port: number;
  }) => Promise<Server>;
  const server = await start({ host: '127.0.0.1', port: options.port });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    url: `http://localhost:${port}/`,
    stop: () => closeServer(server),
  };
}
