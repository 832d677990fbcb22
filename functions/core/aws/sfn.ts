import { SFNClient } from '@aws-sdk/client-sfn';
import { sdkLogger } from './sdk-logger.js';

export const sfn = new SFNClient({ logger: sdkLogger });
